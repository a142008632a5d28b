/** A language as the editor names it, in English ("French"). */
export const languageName = (lang: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(lang) ?? lang;

/** The writing direction of a language's words ("rtl" for Arabic); none when no language. */
export const dirOf = (lang: string | undefined) =>
  lang ? (new Intl.Locale(lang).maximize().script === 'Arab' ? 'rtl' : 'ltr') : undefined;
