import { formatted } from '../i18n/formatted';

/**
 * Each language's own way of writing a date; Arabic in Morocco uses Latin digits. The English
 * copy is British ("organise", "enquiry"), so its dates are too: day before month.
 */
const LOCALES: Record<string, string> = {
  en: 'en-GB',
  ar: 'ar-MA',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
};

/**
 * A content date ("2025-01-15") in long form: "15 January 2025" in English
 * (docs/site/languages.md#dates), the language's own long format elsewhere. UTC, so the day never
 * shifts with the visitor's zone.
 */
export function formatLongDate(isoDate: string, lang: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatted(`date ${lang} ${isoDate}`, () =>
    new Intl.DateTimeFormat(LOCALES[lang] ?? lang, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  );
}
