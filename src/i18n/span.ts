import type { Span } from '../generated/schema-types';
import { formatted } from './formatted';
import { GROUPING, numberLocale } from './writeFigure';

/**
 * A span of time stored as numbers ({ from: 1, to: 3, unit: 'month' }) and written the way each
 * language writes it (docs/site/languages.md#figures): the numbers by Intl, the words around them
 * from common:span.<unit>, an i18next plural family ("{{range}} months", "{{from}} à {{to}} mois",
 * "{{range}} أشهر"), so a translator edits the words and never the numbers.
 */

/** The words of each unit (static keys, so the lint and the types know them all). */
export const SPAN_KEYS = {
  minute: 'common:span.minute',
  week: 'common:span.week',
  month: 'common:span.month',
  year: 'common:span.year',
} as const satisfies Record<Span['unit'], string>;

/** Intl.PluralRules#selectRange (ES2023's Intl, not yet in TypeScript's lib). */
type RangeRules = Intl.PluralRules & {
  selectRange?: (start: number, end: number) => Intl.LDMLPluralRule;
};

/** Counts tried, in order, for one that puts i18next in the form a range asks for. */
const SAMPLES = [0, 1, 2, 3, 11, 100, 1000000, 0.5];

/**
 * The count to give i18next so it picks the plural form of the whole range. A range's form is
 * not its end's ("0–1 years" in English, though "1 year"): Intl.PluralRules#selectRange says
 * which it is (CLDR's range rules), while i18next only takes a count and asks #select. So the
 * count is the range's end when that gives the same form, else the first sample that does.
 */
export function spanCount(lang: string, from: number, to: number): number {
  const rules = new Intl.PluralRules(lang) as RangeRules;
  // A browser without selectRange (before Chrome 106, Safari 17) takes the end's form.
  const form = rules.selectRange?.(Math.min(from, to), Math.max(from, to)) ?? rules.select(to);
  return [to, from, ...SAMPLES].find((n) => rules.select(n) === form) ?? to;
}

/**
 * What t() needs to write a span: its key, and the count and numbers for the words. The numbers
 * come through `formatted`, as every figure's do: hydration reads the prerender's instead of
 * starting Intl (formatted.ts says why).
 */
export function spanWords(span: Span, lang: string) {
  const made = formatted(`span ${lang} ${span.from} ${span.to}`, () => {
    const numbers = new Intl.NumberFormat(numberLocale(lang), GROUPING);
    return JSON.stringify({
      count: spanCount(lang, span.from, span.to),
      range: numbers.formatRange(span.from, span.to),
      from: numbers.format(span.from),
      to: numbers.format(span.to),
    });
  });
  return {
    key: SPAN_KEYS[span.unit],
    options: JSON.parse(made) as { count: number; range: string; from: string; to: string },
  };
}

/** A label that is either words (a text key) or a span of time stored as numbers. */
export const isSpan = (label: unknown): label is Span =>
  typeof label === 'object' && label !== null && 'unit' in label;
