import { formatted } from './formatted';

/**
 * Punctuation that code puts around words, written each language's way, as the translations are
 * (scripts/lint/typography.ts checks those): quotation marks, the colon after a label, the commas
 * of a list. French takes a narrow no-break space inside « » and a no-break space before a colon.
 */

const NNBSP = '\u202F';
const NBSP = '\u00A0';

/** Each language's quotation marks, opening and closing. */
export const QUOTES: Readonly<Record<string, readonly [string, string]>> = {
  en: ['“', '”'],
  fr: [`«${NNBSP}`, `${NNBSP}»`],
  de: ['„', '“'],
  es: ['«', '»'],
  it: ['«', '»'],
  ar: ['«', '»'],
};

/** A quotation in the language's own marks (English marks for a language not in the table). */
export function quoted(text: string, lang: string): string {
  const [open, close] = QUOTES[lang] ?? QUOTES.en!;
  return `${open}${text}${close}`;
}

/** What follows a label before its text: "Pricing: ", and "Tarifs : " in French. */
export function labelSeparator(lang: string): string {
  return lang === 'fr' ? `${NBSP}: ` : ': ';
}

/** "label: text" as the language writes it. */
export function labelled(label: string, text: string, lang: string): string {
  return `${label}${labelSeparator(lang)}${text}`;
}

/**
 * Items as a list in the language: "PDF, DOC, DOCX", "PDF، وDOC، وDOCX" in Arabic. Through
 * `formatted`, so hydration reuses the prerender's text instead of starting Intl.
 */
export function listOf(
  items: readonly string[],
  lang: string,
  type: Intl.ListFormatType = 'unit',
): string {
  return formatted(`list ${lang} ${type} ${JSON.stringify(items)}`, () =>
    new Intl.ListFormat(lang, { type }).format(items),
  );
}
