import type { Figure, FigureValue } from '../generated/schema-types';
import currencyWords from '../../locales/currency-words.json' with { type: 'json' };
import { formatted } from './formatted';

/**
 * Figures are values in the page (docs/architecture.md#figures-are-values) and are written here, at
 * render, the way each language writes them: 10,000+ in English, 10 000+ in French, 10.000+ in
 * German, 99,9 % in French and German. Arabic follows Morocco's conventions with Latin digits, like
 * every figure on the site, and names currencies in words ("درهم", not Intl's symbol "د.م.").
 */

/** The Intl locale for numbers in a site language: Latin digits everywhere, Morocco for Arabic. */
export function numberLocale(lang: string): string {
  return `${lang === 'ar' ? 'ar-MA' : lang}-u-nu-latn`;
}

/** Decimals as the editor wrote them: 99.95 keeps two, 3.4 one, 150 none (at most three). */
const decimalsOf = (n: number): number =>
  Math.min((/\.(\d+)$/.exec(String(n))?.[1] ?? '').length, 3);

type Options = Intl.NumberFormatOptions;

/** A currency's word in each plural form of a language ('other' always). */
export type CurrencyForms = Readonly<
  Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }
>;

/**
 * Currencies named in words after the number, for the languages that write prices so: Arabic,
 * as Moroccan prices are written, the word agreeing with the number by Arabic's plural rules
 * ("2 دولاران", "3 دولارات", "49 دولارًا", "100 دولار"). The words are the translators', in
 * locales/currency-words.json (checked by the lint: every form the language has, every currency),
 * because Intl's own names do not agree: ICU writes "49 دولار أمريكي" for every number.
 */
export const CURRENCY_WORDS = currencyWords as unknown as Readonly<
  Record<string, Readonly<Record<string, CurrencyForms>>>
>;

/**
 * One grouping rule per language across the site: four-digit numbers are grouped like longer
 * ones ("1.500 $" beside "15.000 $"), where Intl's Spanish and Italian would leave them bare. The
 * translations' figures follow the same rule (scripts/lint/typography.ts).
 */
export const GROUPING = { useGrouping: 'always' } as const satisfies Intl.NumberFormatOptions;

/**
 * The currencies a price may be in: every one of the figure schema's (a Record over them, so a
 * new one is a compile error here until it is listed), each needing its words where named so.
 */
const CURRENCIES = { MAD: true, USD: true, EUR: true } satisfies Record<
  NonNullable<FigureValue['currency']>,
  true
>;
export const PRICE_CURRENCIES: readonly string[] = Object.keys(CURRENCIES);

/** The words `lang` names `currency` with after a number, or undefined where Intl writes its sign. */
const wordsFor = (lang: string, currency: string): CurrencyForms | undefined =>
  Object.hasOwn(CURRENCY_WORDS, lang) && Object.hasOwn(CURRENCY_WORDS[lang]!, currency)
    ? CURRENCY_WORDS[lang]![currency]
    : undefined;

/** The word for `currency` after `from` (to `to`), in the form the number asks for. */
export function currencyWord(lang: string, currency: string, from: number, to?: number): string {
  const forms = wordsFor(lang, currency);
  if (!forms) return currency;
  const rules = new Intl.PluralRules(lang);
  // A range takes the form of its end ("5.000–15.000 دولار"), as CLDR's Arabic range rules say.
  return forms[rules.select(to ?? from)] ?? forms.other;
}

function optionsFor(figure: FigureValue, lang: string): Options {
  const base: Options = {
    ...GROUPING,
    minimumFractionDigits: 0,
    maximumFractionDigits: Math.max(decimalsOf(figure.value), decimalsOf(figure.to ?? 0)),
  };
  if (figure.compact) return { ...base, notation: 'compact', maximumFractionDigits: 1 };
  switch (figure.kind) {
    case 'percent':
      return { ...base, style: 'percent' };
    case 'currency':
      // Dirhams are written after the number in every language, as Morocco writes them
      // ("15 000 MAD", "15.000 درهم"); Intl's English puts the code first ("MAD 15,000").
      if (figure.currency === 'MAD' || wordsFor(lang, figure.currency ?? 'USD')) return base;
      return {
        ...base,
        style: 'currency',
        currency: figure.currency ?? 'USD',
        currencyDisplay: 'narrowSymbol',
      };
    case 'duration':
      return {
        ...base,
        style: 'unit',
        unit: figure.unit ?? 'second',
        unitDisplay: figure.long ? 'long' : 'narrow',
      };
    default:
      return base;
  }
}

/**
 * A figure (never a fact's name) as the visitor's language writes it. Kept apart from the facts
 * file so that build code can format a figure without importing content/facts.json: the Vite
 * config imports that code, and a config import restarts the dev server (and the visual editor
 * with it) whenever the file changes.
 */
export function writeFigureIn(figure: Figure, lang: string): string {
  if ('text' in figure) return figure.text;
  return formatted(`figure ${lang} ${JSON.stringify(figure)}`, () => writeFigure(figure, lang));
}

function writeFigure(figure: FigureValue, lang: string): string {
  // Intl's percent style multiplies by 100; editors write 99.9 for 99.9 %.
  const scale = figure.kind === 'percent' ? 100 : 1;
  const f = new Intl.NumberFormat(numberLocale(lang), optionsFor(figure, lang));
  const from = figure.value / scale;
  let shown = figure.to === undefined ? f.format(from) : f.formatRange(from, figure.to / scale);
  const currency = figure.currency ?? 'USD';
  if (figure.kind === 'currency' && wordsFor(lang, currency))
    shown += `\u00a0${currencyWord(lang, currency, Math.abs(from), figure.to === undefined ? undefined : Math.abs(figure.to))}`;
  else if (figure.kind === 'currency' && currency === 'MAD') shown += '\u00a0MAD';
  if (figure.kind === 'multiplier') shown += '×';
  return `${figure.prefix ?? ''}${shown}${figure.suffix ?? ''}`;
}
