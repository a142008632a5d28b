// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeChanges } from '../../cms/git/describe.ts';

describe('a draft in words, from any file contents', () => {
  it('never throws and says something for every changed file (property)', async () => {
    const file = fc.oneof(
      fc.constantFrom('pages/about.json', 'pages/_sections/team.json', 'locales/fr/home.json'),
      fc.constantFrom('content/blog/x/en.md', 'public/images/a.webp', 'site.json'),
      fc.string({ maxLength: 40 }),
    );
    const text = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 200 }),
      fc.json({ maxDepth: 4 }),
      fc
        .array(fc.record({ type: fc.string(), id: fc.option(fc.string()) }), { maxLength: 6 })
        .map((blocks) => JSON.stringify({ blocks })),
    );
    await fc.assert(
      fc.asyncProperty(file, text, text, async (name, before, after) => {
        const out = await describeChanges([{ file: name, status: 'changed' }], async (_f, side) =>
          side === 'before' ? before : after,
        );
        expect(out).toHaveLength(1);
        expect(out[0]!.lines.length).toBeGreaterThan(0);
        for (const line of out[0]!.lines) expect(typeof line).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});
