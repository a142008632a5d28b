import type { FigureValue, FigureText } from '../generated/schema-types';

/**
 * Page format 1 → 2: figures were English strings ("10,000+", "99.9%", "15,000-25,000 MAD"),
 * shown unchanged in every language; format 2 stores them as values that each language formats
 * (src/i18n/figure.ts). This reads the strings that format 1 allowed back into values.
 */
type Migrated = FigureValue | FigureText;

const UNITS: Record<string, FigureValue['unit']> = { s: 'second', min: 'minute', h: 'hour' };
const CURRENCY_SIGNS: Record<string, FigureValue['currency']> = { $: 'USD', '€': 'EUR' };

// A digit first: "$." or "€," is text, not a sum (Number('.') is NaN).
const num = (s: string) => Number(s.replace(/,/g, ''));

export function parseFigure(raw: string): Migrated {
  const figure = readFigure(raw);
  // "1.2.3" has the shape of a number and none of the meaning: keep it as the text it was.
  const finite = (n: number | undefined) => n === undefined || Number.isFinite(n);
  return 'text' in figure || (finite(figure.value) && finite(figure.to))
    ? figure
    : { text: raw.trim() };
}

function readFigure(raw: string): Migrated {
  // A translated copy may hold "98 %" (with a no-break space): the sign belongs to the number.
  const s = raw.trim().replace(/(\d)[ \u00a0\u202f]+(%|[x×])$/, '$1$2');
  // A range of money: "15,000-25,000 MAD" or "$5,000-$15,000".
  const range = /^([$€]?)(\d[\d,.]*)\s*[-–]\s*[$€]?(\d[\d,.]*)(?:\s*([A-Z]{3}))?$/.exec(s);
  if (range) {
    const [, sign = '', from = '', to = '', code] = range;
    const currency = code ?? CURRENCY_SIGNS[sign];
    return {
      value: num(from),
      to: num(to),
      ...(currency
        ? { kind: 'currency' as const, currency: currency as FigureValue['currency'] }
        : {}),
    };
  }
  const money = /^([$€])(\d[\d,.]*)(\+?)$|^(\d[\d,.]*)\s*([A-Z]{3})(\+?)$/.exec(s);
  if (money) {
    const currency = (money[5] ?? CURRENCY_SIGNS[money[1] ?? '']) as FigureValue['currency'];
    const suffix = money[3] || money[6];
    return {
      value: num(money[2] ?? money[4] ?? ''),
      kind: 'currency',
      currency,
      ...(suffix ? { suffix } : {}),
    };
  }
  const m = /^([<>~#]?)(\d[\d,]*(?:\.\d+)?)(%|[x×]|[MK]|s|min|h)?([+°]|\/\d+)?$/.exec(s);
  // Not a figure: the text as written, without the space folding above (":0 x" stays so).
  if (!m) return { text: raw.trim() };
  const [, prefix = '', digits = '', unit, suffix = ''] = m;
  const figure: FigureValue = { value: num(digits) };
  if (unit === '%') figure.kind = 'percent';
  else if (unit === 'x' || unit === '×') figure.kind = 'multiplier';
  else if (unit === 'M' || unit === 'K') {
    figure.value = Math.round(figure.value * (unit === 'M' ? 1e6 : 1e3));
    figure.compact = true;
  } else if (unit) {
    figure.kind = 'duration';
    figure.unit = UNITS[unit];
  }
  if (prefix) figure.prefix = prefix;
  if (suffix) figure.suffix = suffix;
  return figure;
}

/** The properties that held figures in format 1, wherever they appear inside a block. */
const FIGURE_KEYS = new Set(['number', 'figure', 'metric', 'salary']);
/** "value" is a figure only in these blocks' lists (form options use it for their codes). */
const VALUE_LISTS: Record<string, string> = { caseStudy: 'metrics', progressBars: 'items' };

function walk(node: unknown, inValueList: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => walk(n, inValueList));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(node)) {
    const isFigure = FIGURE_KEYS.has(key) || (inValueList && key === 'value');
    out[key] = isFigure && typeof v === 'string' ? parseFigure(v) : walk(v, false);
  }
  return out;
}

export function figuresToValues(page: Record<string, unknown>): Record<string, unknown> {
  const blocks = Array.isArray(page.blocks) ? page.blocks : undefined;
  if (!blocks) return { ...page, schemaVersion: 2 };
  return {
    ...page,
    schemaVersion: 2,
    blocks: blocks.map((block: unknown) => {
      if (!block || typeof block !== 'object') return block;
      const b = block as Record<string, unknown>;
      const list = typeof b.type === 'string' ? VALUE_LISTS[b.type] : undefined;
      const out = walk(b, false) as Record<string, unknown>;
      if (list && Array.isArray(b[list])) out[list] = walk(b[list], true);
      return out;
    }),
  };
}
