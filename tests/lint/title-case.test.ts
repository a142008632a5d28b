import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isHeadingKey,
  titleCaseProblem,
  toTitleCase,
  type TitleCaseAllow,
} from '../../scripts/lint/titleCase.ts';

// Invented headings throughout: tests never copy the site's texts (tests/pinned.ts).

/** Names that start in lower case, and a heading kept as a specification writes it. */
const allow: TitleCaseAllow = {
  words: new Set(['iPhone', 'eSIM']),
  headings: new Set(['No recipes found']),
};

describe('English headings in Title Case', () => {
  it('accepts Title Case, with short articles, conjunctions and prepositions in lower case', () => {
    for (const heading of [
      "What You'll Harvest",
      'Seeds of the Oasis',
      'Plant a Fig Tree',
      'Water Within 3 Days',
      'Dates and Almonds',
      'What We Dig For', // the last word is capitalised, however short
      'Garden — Notes on Soil, Seeds and Rain', // a new part after the dash
      'Olive Groves: Turning Rows Into Orchards',
      'Loved by {{farmers}}+ Growers Across {{regions}} Valleys',
      'Harvest 2040 — A Farmer’s Almanac for Morocco',
      'WhatsApp, SMS and AI for Small Farms',
      '24/7 Irrigation',
      'Ready to Plant?',
    ])
      expect(titleCaseProblem(heading, allow), heading).toBeNull();
  });

  it('refuses a word in lower case and names the heading to write', () => {
    expect(titleCaseProblem('Meet the goats', allow)).toBe(
      'English headings are in Title Case: write "Meet the Goats" ("goats" starts with a capital; a name written in lower case goes in locales/title-case.json)',
    );
    expect(titleCaseProblem('ready to plant?', allow)).toContain('write "Ready to Plant?"');
  });

  it('refuses a short word capitalised in the middle, and wants it capitalised at either end', () => {
    expect(titleCaseProblem('Plant A Fig Tree', allow)).toBe(
      'English headings are in Title Case, with short words in lower case: write "Plant a Fig Tree" ("A")',
    );
    expect(titleCaseProblem('Seeds Of the Oasis', allow)).toContain('write "Seeds of the Oasis"');
    expect(titleCaseProblem('What We Dig for', allow)).toContain('write "What We Dig For"');
    expect(titleCaseProblem('Insights — the Year Ahead', allow)).toContain(
      'write "Insights — The Year Ahead"',
    );
  });

  it('keeps names that start in lower case, and the specification’s own headings, as written', () => {
    expect(titleCaseProblem('Apps for iPhone and eSIM', allow)).toBeNull();
    expect(titleCaseProblem('Apps for iPhone and eSIM')).not.toBeNull();
    expect(titleCaseProblem('No recipes found', allow)).toBeNull();
    expect(titleCaseProblem('No farmers found', allow)).not.toBeNull();
  });

  it('leaves a sentence that leads into a list alone: it ends in a colon or a full stop', () => {
    expect(titleCaseProblem('You can change your consent at any time:', allow)).toBeNull();
    expect(titleCaseProblem('Nothing is stored without consent.', allow)).toBeNull();
  });

  it('writes compounds as APA does, keeping prefixes like the spec’s “E-commerce”', () => {
    expect(toTitleCase('AI-powered customer care', allow)).toBe('AI-Powered Customer Care');
    expect(toTitleCase('Spice e-commerce stall', allow)).toBe('Spice E-commerce Stall');
    expect(toTitleCase('Farm co-ownership', allow)).toBe('Farm Co-ownership');
    expect(toTitleCase('Up-to-date figures', allow)).toBe('Up-to-Date Figures');
  });

  it('names headings by their key: title, heading, and a title of a kind (notFoundTitle)', () => {
    for (const key of ['title', 'hero.title', 'footer.subscribe.heading', 'list.emptyTitle'])
      expect(isHeadingKey(key), key).toBe(true);
    for (const key of ['subtitle', 'hero.subtitle', 'titles.one', 'cta', 'entitled'])
      expect(isHeadingKey(key), key).toBe(false);
  });

  it('on any text, hostile too, the fix is idempotent and passes its own check', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc
        .array(
          fc.constantFrom(
            'a',
            'of',
            'the',
            'ß',
            'İn',
            'ŉ',
            'ΐ',
            '{{x}}',
            '{{',
            '—',
            ':',
            '?',
            '-',
            '\u202e',
            '<script>',
            '$&',
            'iPhone',
            ' ',
          ),
          { maxLength: 30 },
        )
        .map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(hostile, (text) => {
        const fixed = toTitleCase(text, allow);
        expect(titleCaseProblem(fixed, allow)).toBeNull();
        expect(toTitleCase(fixed, allow)).toBe(fixed);
      }),
      { numRuns: 2000 },
    );
  });
});
