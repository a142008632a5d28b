import site from '../../site.json';

/**
 * The one list of interface languages. Everything else (router, prerender, sitemap, hreflang,
 * switcher) derives from it, so adding a language is a change to site.json and locales/ only.
 */
export const languages: readonly string[] = site.languages;
export const defaultLanguage: string = site.defaultLanguage;

/** Where the switcher stores the visitor's choice (the specification's storage key). */
export const PREFERRED_LANGUAGE_KEY = 'preferred-language';

export function isLanguage(code: string | undefined): code is string {
  return code !== undefined && languages.includes(code);
}

// Intl knows each language's writing direction; older engines expose it as a getter, newer as
// a method, and a tiny list of right-to-left scripts covers engines without either.
const RTL_FALLBACK = new Set(['ar', 'he', 'fa', 'ur']);
type TextInfoLocale = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

export function direction(code: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(code) as TextInfoLocale;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  return RTL_FALLBACK.has(code) ? 'rtl' : 'ltr';
}

/** Each language's own name for itself, from Intl: what the build writes into the app. */
export function ownName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/**
 * The names, worked out once at build (vite.config.ts): in the browser each Intl.DisplayNames
 * loads its locale's data, six of them 8 ms of the first render of every page on a fast machine
 * (measured), 4x that on a mid-range phone. The same names the prerendered HTML was made with.
 */
declare const __LANGUAGE_NAMES__: Record<string, string> | undefined;

/** The language's own name for itself ("Français"), for the switcher. */
export const languageLabel: (code: string) => string =
  // Decided at build: the browser's bundle keeps only the built names, not ownName and its Intl.
  typeof __LANGUAGE_NAMES__ === 'object' ? (code) => __LANGUAGE_NAMES__[code] ?? code : ownName;
