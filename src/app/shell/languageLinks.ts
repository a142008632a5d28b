import { useLocation } from 'react-router-dom';
import { languageLabel, languages, PREFERRED_LANGUAGE_KEY } from '../../i18n/languages';
import { localizePath, splitLanguage } from '../../engine/routing';

export { PREFERRED_LANGUAGE_KEY };

export interface LanguageLink {
  lang: string;
  label: string;
  href: string;
}

/** The current page in every language: the switcher keeps the visitor on the same page. */
export function useLanguageLinks(): LanguageLink[] {
  const { pathname, hash } = useLocation();
  const { path } = splitLanguage(pathname);
  return languages.map((lang) => ({
    lang,
    label: languageLabel(lang),
    href: localizePath(path, lang) + hash,
  }));
}

export function rememberLanguage(lang: string) {
  try {
    localStorage.setItem(PREFERRED_LANGUAGE_KEY, lang);
  } catch {
    // Storage may be blocked (private mode); the URL still carries the language.
  }
}
