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

/** Arabic names its currencies in words, after the number, as Moroccan prices are written. */
const ARABIC_CURRENCY: Readonly<Record<string, string>> = {
  MAD: 'درهم',
  USD: 'دولار',
  EUR: 'يورو',
};

function optionsFor(figure: FigureValue, lang: string): Options {
  const base: Options = {
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
    shown += `\u00a0${ARABIC_CURRENCY[figure.currency ?? 'USD'] ?? ARABIC_CURRENCY.USD}`;
  else if (figure.kind === 'currency' && figure.currency === 'MAD') shown += '\u00a0MAD';
  if (figure.kind === 'multiplier') shown += '×';
  return `${figure.prefix ?? ''}${shown}${figure.suffix ?? ''}`;
}
