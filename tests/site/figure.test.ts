import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Figure, FigureValue } from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';
import { isFigure } from '../../src/blocks/TestimonialList/testimonials';
import { languages } from '../../src/i18n/languages';

/** Any figure a page can hold. */
const anyFigure: fc.Arbitrary<FigureValue> = fc.record(
  {
    value: fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    to: fc.double({ min: -1e15, max: 1e15, noNaN: true }),
    kind: fc.constantFrom('number', 'percent', 'currency', 'multiplier', 'duration'),
    currency: fc.constantFrom('MAD', 'USD', 'EUR'),
    unit: fc.constantFrom('second', 'minute', 'hour', 'day', 'week', 'month', 'year'),
    compact: fc.boolean(),
    prefix: fc.constantFrom('<', '>', '~', '#'),
    suffix: fc.constantFrom('+', '/5', '°'),
  },
  { requiredKeys: ['value'] },
);

/**
 * One grouping rule per language: four digits are grouped like five (Intl's Spanish and Italian
 * would write "5000" beside "15.000").
 *
 * Figures are values formatted per language (docs/site/languages.md#figures). These rows pin how
 * each language writes each kind, with the exact spaces: French groups with a narrow no-break space
 * and puts a no-break space before % and the currency; German and Spanish group with a point;
 * Arabic keeps Latin digits, Morocco's separators, and says درهم for dirhams.
 */
const rows: [string, Figure, Record<string, string>][] = [
  [
    'a count with a sign',
    { value: 10000, suffix: '+' },
    {
      en: '10,000+',
      fr: '10\u202f000+',
      es: '10.000+',
      de: '10.000+',
      it: '10.000+',
      ar: '10.000+',
    },
  ],
  [
    'a percent',
    { value: 99.9, kind: 'percent' },
    {
      en: '99.9%',
      fr: '99,9\u00a0%',
      es: '99,9\u00a0%',
      de: '99,9\u00a0%',
      it: '99,9%',
      ar: '99,9\u200e%\u200e',
    },
  ],
  [
    'dollars',
    { value: 5000, kind: 'currency', currency: 'USD' },
    {
      en: '$5,000',
      fr: '5\u202f000\u00a0$',
      es: '5.000\u00a0$',
      de: '5.000\u00a0$',
      it: '5.000\u00a0$',
      ar: '5.000\u00a0دولار',
    },
  ],
  [
    'a range of dirhams',
    { value: 15000, to: 25000, kind: 'currency', currency: 'MAD' },
    {
      en: '15,000–25,000\u00a0MAD',
      fr: '15\u202f000–25\u202f000\u00a0MAD',
      es: '15.000-25.000\u00a0MAD',
      de: '15.000–25.000\u00a0MAD',
      it: '15.000-25.000\u00a0MAD',
      ar: '15.000–25.000\u00a0درهم',
    },
  ],
  [
    'a multiplier',
    { value: 3.4, kind: 'multiplier' },
    { en: '3.4×', fr: '3,4×', es: '3,4×', de: '3,4×', it: '3,4×', ar: '3,4×' },
  ],
  [
    'a duration under a bound',
    { value: 2, kind: 'duration', unit: 'second', prefix: '<' },
    { en: '<2s', fr: '<2s', es: '<2s', de: '<2 Sek.', it: '<2s', ar: '<2 ث' },
  ],
  [
    'a compact large number',
    { value: 10000000, compact: true, suffix: '+' },
    {
      en: '10M+',
      fr: '10\u00a0M+',
      es: '10\u00a0M+',
      de: '10\u00a0Mio.+',
      it: '10\u00a0Mln+',
      ar: '10\u00a0مليون+',
    },
  ],
  [
    'a rating',
    { value: 4.8, suffix: '/5' },
    { en: '4.8/5', fr: '4,8/5', es: '4,8/5', de: '4,8/5', it: '4,8/5', ar: '4,8/5' },
  ],
  [
    'a name',
    { text: 'TLS 1.3' },
    { en: 'TLS 1.3', fr: 'TLS 1.3', es: 'TLS 1.3', de: 'TLS 1.3', it: 'TLS 1.3', ar: 'TLS 1.3' },
  ],
];

describe('formatFigure', () => {
  for (const [name, figure, expected] of rows)
    it(`writes ${name} the way each language does`, () => {
      for (const lang of languages)
        expect([lang, formatFigure(figure, lang)]).toEqual([lang, expected[lang]]);
    });

  it('gives every figure a value can hold a finite, non-empty text in every language', () => {
    fc.assert(
      fc.property(anyFigure, fc.constantFrom(...languages), (f, lang) => {
        const shown = formatFigure(f, lang);
        expect(shown.trim()).not.toBe('');
        expect(shown).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 2000 },
    );
  });

  it('a figure from the network is either refused or written without throwing', () => {
    // Content files arrive over the network: anything JSON can hold, and near-misses of figures.
    const nearMiss = fc.record(
      {
        value: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
        to: fc.oneof(fc.double(), fc.string()),
        kind: fc.oneof(fc.constantFrom('percent', 'currency', 'duration'), fc.string()),
        currency: fc.oneof(fc.constantFrom('MAD', 'USD'), fc.string()),
        unit: fc.oneof(fc.constantFrom('hour', 'second'), fc.string()),
        compact: fc.oneof(fc.boolean(), fc.string()),
        prefix: fc.string({ maxLength: 6 }),
        suffix: fc.string({ maxLength: 6 }),
        text: fc.string({ maxLength: 80 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), nearMiss), fc.constantFrom(...languages), (v, lang) => {
        if (!isFigure(v)) return;
        expect(typeof formatFigure(v, lang)).toBe('string');
      }),
      { numRuns: 3000 },
    );
  });
});
