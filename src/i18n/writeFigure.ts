import type { Figure, FigureValue } from '../generated/schema-types';
import { formatted } from './formatted';

/**
 * Figures are values in the page (docs/architecture.md#figures-are-values) and are written here, at
 * render, the way each language writes them: 10,000+ in English, 10 000+ in French, 10.000+ in
 * German, 99,9 % in French and German. Arabic follows Morocco's conventions with Latin digits, like
 * every figure on the site, and says "درهم" for dirhams where Intl would print the symbol "د.م.".
 */

/** The Intl locale for numbers in a site language: Latin digits everywhere, Morocco for Arabic. */
export function numberLocale(lang: string): string {
  return `${lang === 'ar' ? 'ar-MA' : lang}-u-nu-latn`;
}

/** Decimals as the editor wrote them: 99.95 keeps two, 3.4 one, 150 none (at most three). */
const decimalsOf = (n: number): number =>
  Math.min((/\.(\d+)$/.exec(String(n))?.[1] ?? '').length, 3);

type Options = Intl.NumberFormatOptions;

/**
 * Arabic names its currencies in words, after the number, as Moroccan prices are written, and the
 * word agrees with the number by Arabic's plural rules (Intl.PluralRules' six forms): "دولار واحد"
 * is written "1 دولار", then "2 دولاران", "3 دولارات" to 10, "49 دولارًا" (the singular in the
 * accusative) from 11 to 99 and in every hundred's 11–99, and "100 دولار", "15.000 دولار" (the
 * singular in the genitive) for round hundreds and thousands. The euro is the same in every form.
 */
export const ARABIC_CURRENCY: Readonly<
  Record<string, Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>>
> = {
  MAD: { one: 'درهم', two: 'درهمان', few: 'دراهم', many: 'درهمًا', other: 'درهم' },
  USD: { one: 'دولار', two: 'دولاران', few: 'دولارات', many: 'دولارًا', other: 'دولار' },
  EUR: { other: 'يورو' },
};

/**
 * One grouping rule per language across the site: four-digit numbers are grouped like longer
 * ones ("1.500 $" beside "15.000 $"), where Intl's Spanish and Italian would leave them bare. The
 * translations' figures follow the same rule (scripts/lint/typography.ts).
 */
export const GROUPING = { useGrouping: 'always' } as const satisfies Intl.NumberFormatOptions;

/** The word for `currency` after `from` (to `to`) in Arabic, in the form the number asks for. */
export function arabicCurrency(currency: string, from: number, to?: number): string {
  const forms = ARABIC_CURRENCY[currency] ?? ARABIC_CURRENCY.USD!;
  const rules = new Intl.PluralRules('ar');
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
      if (figure.currency === 'MAD' || lang === 'ar') return base;
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
  if (figure.kind === 'currency' && lang === 'ar')
    shown += `\u00a0${arabicCurrency(figure.currency ?? 'USD', Math.abs(from), figure.to === undefined ? undefined : Math.abs(figure.to))}`;
  else if (figure.kind === 'currency' && figure.currency === 'MAD') shown += '\u00a0MAD';
  if (figure.kind === 'multiplier') shown += '×';
  return `${figure.prefix ?? ''}${shown}${figure.suffix ?? ''}`;
}
