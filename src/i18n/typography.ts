import { formatted } from './formatted';

/**
 * Punctuation that code puts around words, written each language's way, as the translations are
 * (scripts/lint/typography.ts checks those): quotation marks, the colon after a label, the commas
 * of a list. French takes a narrow no-break space inside « »; the colon after a label is the words' (common:phrase.labelled).
 */

const NNBSP = '\u202F';

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

const SLOT = '\u0000';

/**
 * A phrase's words before and after the place its translation gives a value ("Tarifs : {{value}}"
 * → ["Tarifs : ", ""]), so that the value can be drawn as an element of its own while the
 * translation holds the whole phrase, its punctuation and spacing included (common:phrase.*).
 */
export function around(phrase: (slot: string) => string): [string, string] {
  const text = phrase(SLOT);
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
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
