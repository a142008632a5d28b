/**
 * Figures a page names by fact ({ "fact": "clients" }), replaced by the fact's figure when the
 * page file is loaded for the build (the page-sections Vite plugin). The browser then needs no
 * fact that only pages name: its first script carries the facts sentences name, and nothing else.
 */

export class FactError extends Error {}

const isFactRef = (v: unknown): v is { fact: string } =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length === 1 &&
  typeof (v as { fact?: unknown }).fact === 'string';

/**
 * `value` with every { "fact": name } replaced by `figureOf(name)`; the same object when none is
 * there. A fact holds a figure, never another fact's name, so one pass resolves everything.
 */
export function resolvePageFacts<T>(value: T, figureOf: (name: string) => unknown): T {
  const walk = (v: unknown): unknown => {
    if (isFactRef(v)) {
      const figure = figureOf(v.fact);
      if (figure === undefined)
        throw new FactError(`"${v.fact.slice(0, 80)}" names no fact in content/facts.json`);
      return figure;
    }
    if (Array.isArray(v)) {
      const out = v.map(walk);
      return out.some((x, i) => x !== v[i]) ? out : v;
    }
    if (!v || typeof v !== 'object') return v;
    const entries = Object.entries(v);
    const out = entries.map(([k, x]) => [k, walk(x)] as const);
    return out.some(([, x], i) => x !== entries[i]?.[1]) ? Object.fromEntries(out) : v;
  };
  return walk(value) as T;
}
