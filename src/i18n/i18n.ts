import i18next, {
  type BackendModule,
  type i18n as I18n,
  type ReadCallback,
  type Services,
} from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage } from './languages';

export const LOCALE_URL = '/locales/{{lng}}/{{ns}}.json';
export const localeUrl = (lng: string, ns: string) => `/locales/${lng}/${ns}.json`;

/**
 * Spec §4: a language file that fails to load falls back to English, and to nothing if English
 * fails too. i18next's own fallbackLng would download English beside every other language on
 * every page, so the fallback happens here, only on failure.
 */
class FallbackBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private readonly http = new HttpBackend();

  init(services: Services, options: object, all: object) {
    this.http.init(services, { ...all, ...options });
  }

  read(lng: string, ns: string, callback: ReadCallback) {
    this.http.read(lng, ns, (err, data) => {
      if (!err) return callback(null, data);
      if (lng === defaultLanguage) return callback(null, {});
      this.http.read(defaultLanguage, ns, (err2, data2) => callback(null, err2 ? {} : data2));
    });
  }
}

const shared = {
  defaultNS: 'common',
  fallbackLng: false as const,
  load: 'currentOnly' as const,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
};

/** Browser: words come from /locales/<lng>/<ns>.json, only the namespaces a page uses. */
export async function createClientI18n(lng: string, namespaces: string[]): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(FallbackBackend)
    .use(initReactI18next)
    .init({ ...shared, lng, ns: namespaces, backend: { loadPath: LOCALE_URL } });
  return instance;
}

/** Prerender: the words are read from disk by the caller and handed over. */
export function createServerI18n(
  lng: string,
  resources: Record<string, Record<string, unknown>>,
): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
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
