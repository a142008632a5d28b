import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { DefaultNamespace, i18n as I18n, Namespace, TFunction } from 'i18next';

/**
 * i18next in React: the words of the nearest provider's language, and a re-render when they
 * change. Written here rather than taken from react-i18next: the site uses three of its exports
 * (useTranslation, I18nextProvider and the default instance), which cost about 5 KB gzip on every
 * page with the polyfill it pulls in; this is under 0.5 KB. The names and behaviour are
 * react-i18next's (without Suspense, which the site does not use), so the code reads the same.
 */
const I18nContext = createContext<I18n | null>(null);

/** The instance used outside any provider (react-i18next's `initReactI18next` did the same). */
let fallback: I18n | null = null;
export const setDefaultI18n = (i18n: I18n) => {
  fallback = i18n;
};

export function I18nextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

type Options = { i18n?: I18n };

export function useTranslation<Ns extends Namespace = DefaultNamespace>(
  ns?: Ns,
  options: Options = {},
): { t: TFunction<Ns>; i18n: I18n; ready: boolean } {
  const fromContext = useContext(I18nContext);
  const i18n = options.i18n ?? fromContext ?? fallback;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider or a created instance');
  const [version, changed] = useReducer((n: number) => n + 1, 0);
  const namespaces = (ns === undefined ? [] : ([] as string[]).concat(ns)) as string[];
  const key = namespaces.join(' ');
  const ready = namespaces.every((n) => i18n.hasLoadedNamespace(n));

  // A language switch or a language file arriving re-renders (the dev server's reload ends in a
  // language change). Words added to the store do not: a component may add words while it
  // renders (the testimonials file's own call to action does), and re-rendering every
  // translated component on that would never end. react-i18next binds no store events either.
  useEffect(() => {
    i18n.on('languageChanged', changed);
    i18n.on('loaded', changed);
    return () => {
      i18n.off('languageChanged', changed);
      i18n.off('loaded', changed);
    };
  }, [i18n]);

  // Words not loaded yet are fetched; the component shows `ready: false` until they are here.
  useEffect(() => {
    if (ready || !key) return;
    let live = true;
    void i18n.loadNamespaces(key.split(' ')).then(() => live && changed());
    return () => {
      live = false;
    };
  }, [i18n, key, ready]);

  const t = useMemo(
    () => i18n.getFixedT(null, (ns ?? null) as Ns | null) as TFunction<Ns>,
    // `version` and the language are what make the same instance give other words.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, key, version, i18n.language],
  );
  return { t, i18n, ready };
}
