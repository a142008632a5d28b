/**
 * Typography each language's readers expect (docs/site/languages.md#typography), as rules a program
 * can check and apply: the lint reports the first rule a text breaks, and `npm run fix:typography`
 * applies them all to locales/ (then the lint is green). English follows the spec's own text.
 */
import { numberLocale } from '../../src/i18n/figure.ts';
import { GROUPING } from '../../src/i18n/writeFigure.ts';

export interface TypographyRule {
  /** What is wrong, in an editor's words. */
  why: string;
  find: RegExp;
  replace: string | ((match: string, ...groups: string[]) => string);
}

/** Applies one rule (a replacement string or function: String.replace takes either). */
const apply = (text: string, find: RegExp, replace: TypographyRule['replace']): string =>
  typeof replace === 'string' ? text.replace(find, replace) : text.replace(find, replace);

const NNBSP = '\u202F'; // narrow no-break space: French ; ! ? and inside « »
const NBSP = '\u00A0'; // no-break space: French : and %
const ARABIC = '\u0600-\u06FF';

/** Three dots in a row are one character, "…", in every translation. */
const ellipsis: TypographyRule = {
  why: 'write the ellipsis as one character "…", not three dots',
  find: /\.\.\./g,
  replace: '…',
};

/** Straight double quotes become the language's own quotation marks. */
const quotes = (open: string, close: string, inner = ''): TypographyRule => ({
  why: `use ${open}${inner}…${inner}${close} for quotations, not straight "…" quotes`,
  find: /"([^"\n]+)"/g,
  replace: `${open}${inner}$1${inner}${close}`,
});

/**
 * Figures inside translated sentences ("Starting at $29", "60,000 contacts", "99.9%") are written
 * the language's way, as the block figures are (src/i18n/figure.ts): the amount before the
 * currency sign, the language's thousands separator, a decimal comma before %.
 */
const numbers = (lang: string): TypographyRule[] => {
  const grouped = (digits: string) =>
    new Intl.NumberFormat(numberLocale(lang), GROUPING).format(Number(digits.replace(/,/g, '')));
  return [
    {
      why: 'write the amount first and the currency sign after it, in this language\'s figures ("29 $")',
      find: /\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?![\d,.]*\d)/g,
      replace: (_m, n = '') => `${grouped(n)}${NBSP}$`,
    },
    {
      why: 'English thousands separators: write the number with this language\'s ("10 000", "10.000")',
      find: /(?<![\d.,])(\d{1,3}(?:,\d{3})+)(?![\d,.]*\d)/g,
      replace: (_m, n = '') => grouped(n),
    },
    {
      why: 'a decimal point before %: this language writes a decimal comma ("99,9 %")',
      find: /(?<![\d.,])(\d+)\.(\d{1,2})(?=[ \u00A0\u202F]?%)/g,
      replace: '$1,$2',
    },
  ];
};

export const RULES: Record<string, TypographyRule[]> = {
  fr: [
    ellipsis,
    ...numbers('fr'),
    quotes('«', '»', NNBSP),
    {
      why: 'French puts a narrow no-break space before ; ! and ? (so they never start a line)',
      // Not in addresses or {{placeholders}}: only after a letter, digit, quote or bracket.
      find: /([\p{L}\p{N}»)’])[ \u00A0]?([;!?])(?=\s|$|[»"')])/gu,
      replace: `$1${NNBSP}$2`,
    },
    {
      why: 'French puts a no-break space before : (so it never starts a line)',
      // A colon between digits (10:30) or in a URL (https:) takes no space.
      find: /([\p{L}»)’])[ \u202F]?:(?=\s|$)/gu,
      replace: `$1${NBSP}:`,
    },
    {
      why: 'French writes a no-break space between a number and % ("62 %")',
      find: /(\d)[ \u202F]?%/g,
      replace: `$1${NBSP}%`,
    },
    {
      why: 'French puts a narrow no-break space inside « »',
      find: /«[ \u00A0\u202F]?([^»]*?)[ \u00A0\u202F]?»/g,
      replace: `«${NNBSP}$1${NNBSP}»`,
    },
  ],
  de: [ellipsis, quotes('„', '“'), ...numbers('de')],
  es: [ellipsis, quotes('«', '»'), ...numbers('es')],
  it: [ellipsis, quotes('«', '»'), ...numbers('it')],
  ar: [
    ellipsis,
    quotes('«', '»'),
    {
      why: 'Arabic joins "و" (and) to the next word, a Latin one too: "وCRM", not "و CRM"',
      find: /(^|\s)و\s+(?=[A-Za-z0-9])/g,
      replace: '$1و',
    },
    {
      why: 'Arabic text takes the Arabic comma "،"',
      find: new RegExp(`([${ARABIC}])\\s?,`, 'g'),
      replace: '$1،',
    },
    {
      why: 'Arabic text takes the Arabic question mark "؟"',
      find: new RegExp(`([${ARABIC}])\\s?\\?`, 'g'),
      replace: '$1؟',
    },
  ],
};

/** The text with every rule of its language applied. */
export function fixTypography(lang: string, text: string): string {
  // Until nothing changes: one fix can make the next apply ("؟?" after an Arabic "?").
  let out = text;
  for (let pass = 0; pass < 10; pass++) {
    let next = out;
    for (const rule of RULES[lang] ?? []) next = apply(next, rule.find, rule.replace);
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * Signs that only ever stand for another character in a message or a font's table: "⍽" and "␣"
 * for a (no-break) space, the control pictures (␀ … ␦), U+FFFD where a broken character was. In a
 * translation they are never meant: the site would publish the sign itself.
 */
export const PLACEHOLDER_GLYPH = /[\u237D\u2400-\u2426\uFFFD]/u;
const SPACE_STAND_IN = /[\u237D\u2423\u2420]/gu;

/** Addresses, dates and ids are not words: typography leaves them as they are. */
export const notWords = (text: string) => /^(\/|https?:|mailto:|tel:|\d{4}-\d\d-\d\d)/.test(text);

/**
 * A text as the visual editor saves it: a sign standing in for a space (pasted from a message)
 * becomes a space, then the language's typography is applied, so the person typing never has
 * to enter a no-break space or a quotation mark by hand.
 */
export function typeset(lang: string, text: string): string {
  if (notWords(text)) return text;
  return fixTypography(lang, text.replace(SPACE_STAND_IN, ' '));
}

/** The first rule the text breaks, with the stretch of text where (for the message). */
export function typographyProblem(lang: string, text: string): string | null {
  for (const rule of RULES[lang] ?? []) {
    rule.find.lastIndex = 0;
    const m = rule.find.exec(text);
    rule.find.lastIndex = 0;
    if (!m) continue;
    const fixed = apply(
      m[0],
      new RegExp(rule.find.source, rule.find.flags.replace('g', '')),
      rule.replace,
    );
    if (fixed === m[0]) continue;
    // The spot as typed, never a suggested text: a no-break space cannot be shown, and a sign
    // standing for it was once pasted back and published.
    const shown = m[0].replace(/[\u202F\u00A0]/g, ' ');
    return `${rule.why}, at "${shown}". "npm run fix:typography" fixes every file (the visual editor does it when it saves)`;
  }
  return null;
}
