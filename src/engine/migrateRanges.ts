/**
 * Page format 2 → 3: a job's years of experience were text ("3-5", "2-4"), shown as written in
 * every language ("3-5 ans"); format 3 stores the numbers ({ "from": 3, "to": 5 }) and each
 * language writes the range (docs/site/languages.md#figures). "5" becomes { from: 5, to: 5 };
 * anything else is left as written, for the lint to name.
 */
const RANGE = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/;

export function experienceAsNumbers(value: unknown): { from: number; to: number } | typeof value {
  if (typeof value !== 'string') return value;
  const m = RANGE.exec(value);
  if (!m) return value;
  const from = Number(m[1]);
  return { from, to: m[2] === undefined ? from : Number(m[2]) };
}

export function rangesToNumbers(page: Record<string, unknown>): Record<string, unknown> {
  const blocks = Array.isArray(page.blocks) ? page.blocks : undefined;
  return {
    ...page,
    schemaVersion: 3,
    ...(blocks && {
      blocks: blocks.map((block: unknown) => {
        const b = block as { type?: unknown; positions?: unknown };
        if (!b || typeof b !== 'object' || b.type !== 'jobBoard' || !Array.isArray(b.positions))
          return block;
        return {
          ...b,
          positions: b.positions.map((p: unknown) =>
            p && typeof p === 'object' && 'experience' in p
              ? { ...p, experience: experienceAsNumbers((p as { experience: unknown }).experience) }
              : p,
          ),
        };
      }),
    }),
  };
}
