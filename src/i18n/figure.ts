import type { Figure, FigureValue } from '../generated/schema-types';

/**
 * Figures are values in the page (DESIGN.md decision 3) and are written here, at render, the way
 * each language writes them: 10,000+ in English, 10 000+ in French, 10.000+ in German, 99,9 % in
 * French and German. Arabic follows Morocco's conventions with Latin digits, like every figure on
 * the site, and says "درهم" for dirhams where Intl would print the symbol "د.م.".
 */

/** The Intl locale for numbers in a site language: Latin digits everywhere, Morocco for Arabic. */
export function numberLocale(lang: string): string {
  return `${lang === 'ar' ? 'ar-MA' : lang}-u-nu-latn`;
}

/** Decimals as the editor wrote them: 99.95 keeps two, 3.4 one, 150 none. */
function decimalsOf(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const [, frac = ''] = String(n).split('.');
  return Math.min(frac.replace(/e.*$/, '').length, 3);
}

type Options = Intl.NumberFormatOptions;

function optionsFor(figure: FigureValue): Options {
  const digits = Math.max(decimalsOf(figure.value), decimalsOf(figure.to ?? 0));
  const base: Options = { minimumFractionDigits: 0, maximumFractionDigits: digits };
  if (figure.compact) return { ...base, notation: 'compact', maximumFractionDigits: 1 };
  switch (figure.kind) {
    case 'percent':
      return { ...base, style: 'percent', maximumFractionDigits: digits };
    case 'currency':
      // Dirhams are written after the number in every language, as Morocco writes them
      // ("15 000 MAD", "15.000 درهم"); Intl's English puts the code first ("MAD 15,000").
      if (figure.currency === 'MAD') return base;
      return {
        ...base,
        style: 'currency',
        currency: figure.currency ?? 'USD',
        currencyDisplay: 'narrowSymbol',
      };
    case 'duration':
      return { ...base, style: 'unit', unit: figure.unit ?? 'second', unitDisplay: 'narrow' };
    default:
      return base;
  }
}

const cache = new Map<string, Intl.NumberFormat>();
function formatter(lang: string, options: Options): Intl.NumberFormat {
  const id = `${lang}|${JSON.stringify(options)}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.NumberFormat(numberLocale(lang), options);
    cache.set(id, f);
  }
  return f;
}

/** One figure as the visitor's language writes it. */
export function formatFigure(figure: Figure, lang: string): string {
  if ('text' in figure) return figure.text;
  const options = optionsFor(figure);
  // Intl's percent style multiplies by 100; editors write 99.9 for 99.9 %.
  const scale = figure.kind === 'percent' ? 100 : 1;
  const from = figure.value / scale;
  const f = formatter(lang, options);
  let shown = figure.to === undefined ? f.format(from) : f.formatRange(from, figure.to / scale);
  if (figure.kind === 'currency' && figure.currency === 'MAD')
    shown = `${shown}\u00a0${lang === 'ar' ? 'درهم' : 'MAD'}`;
  if (figure.kind === 'multiplier') shown = `${shown}×`;
  return `${figure.prefix ?? ''}${shown}${figure.suffix ?? ''}`;
}

const KINDS = new Set(['number', 'percent', 'currency', 'multiplier', 'duration']);
const CURRENCIES = new Set(['MAD', 'USD', 'EUR']);
const UNITS = new Set(['second', 'minute', 'hour', 'day', 'week', 'month', 'year']);
const finite = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const optional = (v: unknown, ok: (v: unknown) => boolean) => v === undefined || ok(v);
const sign = (v: unknown) => typeof v === 'string' && v.length <= 3;

/**
 * The runtime check for figures that arrive over the network (content files): the lint checks
 * the files on disk, but the browser may receive anything, and Intl throws on an unknown
 * currency or unit. A figure that fails here makes its file fail, which shows the error view.
 */
export function isFigure(v: unknown): v is Figure {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const f = v as Record<string, unknown>;
  if ('text' in f) return typeof f.text === 'string' && f.text.length <= 64;
  return (
    finite(f.value) &&
    optional(f.to, finite) &&
    optional(f.kind, (k) => KINDS.has(k as string)) &&
    optional(f.currency, (c) => CURRENCIES.has(c as string)) &&
    optional(f.unit, (u) => UNITS.has(u as string)) &&
    optional(f.compact, (c) => typeof c === 'boolean') &&
    optional(f.prefix, sign) &&
    optional(f.suffix, sign)
  );
}
