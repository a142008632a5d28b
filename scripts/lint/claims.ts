import type { Figure } from '../../src/generated/schema-types.ts';
import { formatFigure } from '../../src/i18n/figure.ts';

/**
 * The facts that make one claim (content/facts.json: "claim": "clients" on every count of the
 * agency's clients) and where their figures disagree: the rule the lint warns by, and the one the
 * visual editor's facts form shows as a fact is changed. Pure, with no Node import, so the
 * editor's bundle runs the same code as the lint.
 *
 * A fact may keep a different figure on purpose: its "differs" says why (typed by the person who
 * chose it), and it then stands apart from its claim's comparison.
 */
export interface FactEntry {
  name: string;
  figure: Figure;
  claim: string;
  /** Why this fact keeps a figure unlike the rest of its claim, on purpose. */
  differs?: string;
}

/** The facts of a facts file's value whose figure can be read; null when it gives none. */
export function readFacts(value: unknown): FactEntry[] | null {
  const facts = (Object(value) as { facts?: unknown }).facts;
  if (!facts || typeof facts !== 'object' || Array.isArray(facts)) return null;
  return Object.entries(facts).flatMap(([name, fact]): FactEntry[] => {
    const { figure, claim, differs } = Object(fact) as Record<string, unknown>;
    if (!isFigure(figure)) return [];
    return [
      {
        name,
        figure,
        claim: typeof claim === 'string' ? claim : name,
        ...(typeof differs === 'string' && differs.trim() ? { differs } : {}),
      },
    ];
  });
}

/** A figure the site could show: the schema reports every other shape, at its place. */
export function isFigure(v: unknown): v is Figure {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const f = v as Record<string, unknown>;
  if ('text' in f) return typeof f.text === 'string';
  return (
    typeof f.value === 'number' &&
    Number.isFinite(f.value) &&
    (f.to === undefined || (typeof f.to === 'number' && Number.isFinite(f.to)))
  );
}

/**
 * What a figure claims, signs aside: "200" in a sentence that says "more than" and "200+" in a
 * stats card agree.
 */
export function claimed(figure: Figure): string {
  if ('text' in figure) return `text ${figure.text}`;
  const { value, to, kind = 'number', currency, unit } = figure;
  return JSON.stringify([value, to, kind, currency, unit]);
}

/** The figure as an English reader sees it. */
export function shown(figure: Figure): string {
  try {
    return formatFigure(figure, 'en');
  } catch {
    // An amount Intl refuses (a schema error says so at the fact): still name the figure.
    return JSON.stringify(figure).slice(0, 80);
  }
}

/** One claim whose facts show different figures: its facts and their figures, in file order. */
export interface Disagreement {
  claim: string;
  facts: FactEntry[];
  /** Each figure shown, in the order of the facts. */
  figures: string[];
}

/** Every claim whose facts (those not set apart with a reason) show different figures. */
export function disagreements(facts: readonly FactEntry[]): Disagreement[] {
  const claims = new Map<string, FactEntry[]>();
  for (const fact of facts)
    if (!fact.differs) claims.set(fact.claim, [...(claims.get(fact.claim) ?? []), fact]);
  const out: Disagreement[] = [];
  for (const [claim, members] of claims) {
    if (new Set(members.map((f) => claimed(f.figure))).size < 2) continue;
    out.push({ claim, facts: members, figures: [...new Set(members.map((f) => shown(f.figure)))] });
  }
  return out;
}
