import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from './react';
import { defaultLanguage } from './languages';
import { plainWords } from './plainWords';

export const localeUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

async function fetchWords(lng: string, ns: string): Promise<Record<string, unknown>> {
  const response = await fetch(localeUrl(lng, ns), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} for ${localeUrl(lng, ns)}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Loads /locales/<lng>/<ns>.json. docs/site/languages.md#translation-loading: a language file that
 * fails to load falls back to English, and to nothing if English fails too. i18next's own
 * fallbackLng would download English beside every other language on every page, so the fallback
 * happens here, only on failure. (A dozen lines of fetch instead of i18next-http-backend: that
 * package's XHR and option handling cost ~2 KB gzip on every page, and the JS budget is 120 KB.)
 */
class LocaleBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;

  init() {}

  read(lng: string, ns: string, callback: ReadCallback) {
    fetchWords(lng, ns)
      .catch(() => (lng === defaultLanguage ? {} : fetchWords(defaultLanguage, ns)))
      .catch(() => ({}))
      .then((data) => callback(null, data));
  }
}

/** How react-i18next runs, for the site and for the editor's canvas alike. */
export const reactOptions = {
  // Every page's words are loaded before it is shown (engine/resolve), so nothing waits on
  // them while rendering: a component whose words are missing reads `ready: false`.
  useSuspense: false,
  // A language switch or a language file arriving re-renders; words added to the store do not:
  // a component may add words while it renders (the testimonials file's own call to action
  // does), and re-rendering every translated component on that would never end.
  bindI18n: 'languageChanged loaded',
  bindI18nStore: '',
};

const shared = {
  defaultNS: 'common',
  fallbackLng: false as const,
  load: 'currentOnly' as const,
  returnNull: false,
  // React escapes; plainWords (below) does the {{name}} placeholders and nothing else.
  interpolation: { escapeValue: false },
  react: reactOptions,
};

/**
 * Browser: words come from /locales/<lng>/<ns>.json, only the namespaces a page uses. The
 * prerendered page hands over the words it was rendered from (`embedded`); only what is missing
 * from them is downloaded.
 */
export async function createClientI18n(
  lng: string,
  namespaces: string[],
  embedded?: Record<string, Record<string, unknown>>,
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(LocaleBackend)
    .use(plainWords)
    .use(initReactI18next)
    .init({
      ...shared,
      lng,
      ns: namespaces,
      ...(embedded ? { resources: { [lng]: embedded }, partialBundledLanguages: true } : {}),
    });
  return instance;
}

/** Prerender: the words are read from disk by the caller and handed over. */
export function createServerI18n(
  lng: string,
  resources: Record<string, Record<string, unknown>>,
): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(plainWords)
    .use(initReactI18next)
    .init({
      ...shared,
      lng,
      ns: Object.keys(resources),
      resources: { [lng]: resources },
      initAsync: false,
    });
  return instance;
}

/** Loads a language's namespaces into an existing instance (client-side navigation). */
export function loadNamespaces(instance: I18n, lng: string, namespaces: string[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lng, ns));
  if (!missing.length) return Promise.resolve();
  return new Promise((resolve) =>
    instance.services.backendConnector.load([lng], missing, () => resolve()),
  );
}

/**
 * Loads the words a page needs before it is shown: loadNamespaces in the browser, a no-op when
 * prerendering, where the words are given.
 */
export type EnsureWords = (lang: string, namespaces: string[]) => Promise<void>;
