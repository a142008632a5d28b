import { defaultLanguage, isLanguage } from '../i18n/languages';

/**
 * Pure routing rules: page file → URL pattern, URL → language + English path, and back.
 * No React and no browser globals, so the prerender and the client share them.
 */
export * from './patterns';

export interface Located {
  lang: string;
  /** The path without its language prefix, always starting with "/", never ending with one. */
  path: string;
}

export function splitLanguage(pathname: string): Located {
  const parts = pathname.split('/').filter(Boolean);
  const first = parts[0];
  if (first !== defaultLanguage && isLanguage(first)) {
    return { lang: first, path: '/' + parts.slice(1).join('/') };
  }
  return { lang: defaultLanguage, path: '/' + parts.join('/') };
}

/** "/about" in French is "/fr/about"; hashes and the home page are kept intact. */
export function localizePath(path: string, lang: string): string {
  if (lang === defaultLanguage) return path;
  const [base = '/', hash] = path.split('#');
  const localized = base === '/' ? `/${lang}` : `/${lang}${base}`;
  return hash === undefined ? localized : `${localized}#${hash}`;
}

export function homeFor(lang: string): string {
  return localizePath('/', lang);
}
