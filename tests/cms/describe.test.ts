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

describe('content in words', () => {
  const say = async (file: string, before: string | null, after: string | null) =>
    (
      await describeChanges([{ file, status: 'changed' }], async (_f, side) =>
        side === 'before' ? before : after,
      )
    )[0]!.lines;
  const facts = (clients: number, projects: number) =>
    JSON.stringify({
      facts: {
        clients: { figure: { value: clients, kind: 'count' } },
        projects: { figure: { value: projects, kind: 'count' } },
      },
    });

  it('names each fact that changed, from what to what', async () => {
    expect(await say('content/facts.json', facts(150, 200), facts(180, 200))).toEqual([
      'Fact “clients”: figure › value now “180” (was “150”).',
    ]);
  });

  it('names an entry’s changed values and an article’s language, card and text', async () => {
    const quote = (fr: string) => JSON.stringify({ quote: { en: 'Great', fr } });
    expect(await say('content/testimonials/amal.json', quote('Bien'), quote('Très bien'))).toEqual([
      'Entry “amal” of testimonials: quote › fr now “Très bien” (was “Bien”).',
    ]);
    const article = (title: string, text: string) =>
      `---\ntitle: ${title}\ndate: 2026-01-02\n---\n${text}\n`;
    expect(
      await say(
        'content/blog/crm/fr.md',
        article('Le CRM', 'Un texte.'),
        article('Le CRM', 'Un autre texte.'),
      ),
    ).toEqual(['Article “crm” in French: text now “Un autre texte.” (was “Un texte.”).']);
    expect(await say('content/blog/crm/ar.md', null, article('CRM', 'نص'))).toEqual([
      'New: Article “crm” in Arabic.',
    ]);
  });

  it('says which translations were left for later or marked up to date', async () => {
    const record = (mark: string) => JSON.stringify({ de: { about: { 'hero.subtitle': mark } } });
    expect(await say('locales-made-from.json', record('abc'), record('pending'))).toEqual([
      'German text “hero.subtitle” of “about” left to translate later.',
    ]);
    expect(await say('locales-made-from.json', record('pending'), record('abc'))).toEqual([
      'German text “hero.subtitle” of “about” marked up to date.',
    ]);
  });
});
