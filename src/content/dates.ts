import { formatted } from '../i18n/formatted';

/** Each language's own way of writing a date; Arabic in Morocco uses Latin digits. */
const LOCALES: Record<string, string> = {
  en: 'en-US',
  ar: 'ar-MA',
  fr: 'fr-FR',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
};

/**
 * A content date ("2025-01-15") in long form: "January 15, 2025" in English
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
