import { useEffect, useRef, useState } from 'react';
import { I18nextProvider } from '../i18n/react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { defaultLanguage, direction, isLanguage } from '../i18n/languages';
import { PageRenderer } from '../engine/PageRenderer';
import {
  forgetResolution,
  PageLoadError,
  resolutionEntry,
  type Resolution,
  type ResolvedPage,
} from '../engine/resolve';
import { LoadError } from './shell/LoadError';
import { homeFor, localizePath, splitLanguage } from '../engine/routing';
import { LanguageContext } from '../i18n/LanguageContext';
import { Layout } from './Layout';
import { LoadingScreen } from './shell/LoadingScreen';
import { PREFERRED_LANGUAGE_KEY } from './shell/languageLinks';
import { enterPage, showTheme } from './theme';
import { useWords } from '../i18n/WordsContext';
import { safeDecode } from '../engine/url';
import { pageShown } from '../analytics/pages';

/**
 * Shows what the current URL resolves to: a page, a redirect, or (unknown) the home page. While
 * the next page loads, the current one stays on screen; only a change of language, whose words
 * must be fetched first, covers it with the loading screen.
 */
export function PageHost() {
  const { pathname } = useLocation();
  const words = useWords();
  const entry = resolutionEntry(pathname, words.ensure);
  const [shown, setShown] = useState<Resolution | null>(
    entry.settled?.ok ? entry.settled.value : null,
  );
  const [, setTick] = useState(0);
  // Whether this render already showed the outcome. The effect must not ask the entry itself:
  // a navigation renders in a transition, whose effects run a task later, and a fetch that settles
  // in between left the entry settled and this render stale, with nothing to render it again
  // (the old page stayed on screen for good; seen about once in 20 full browser runs).
  const shownSettled = entry.settled !== undefined;

  useEffect(() => {
    if (shownSettled) return;
    let live = true;
    const settle = () => live && setTick((n) => n + 1);
    // An already settled promise still calls back: a late effect re-renders too.
    entry.promise.then(settle, settle);
    return () => {
      live = false;
    };
  }, [entry, shownSettled]);

  const settled: Resolution | null = entry.settled
    ? entry.settled.ok
      ? entry.settled.value
      : {
          kind: 'error',
          lang: splitLanguage(pathname).lang,
          reason:
            entry.settled.error instanceof PageLoadError ? entry.settled.error.reason : 'missing',
        }
    : null;
  // Remember the last page shown, to keep it on screen while the next one loads.
  if (settled?.kind === 'page' && settled !== shown) setShown(settled);

  usePreferredLanguage();

  const resolution = settled ?? shown;
  if (resolution?.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution?.kind === 'unknown') return <Navigate to={homeFor(resolution.lang)} replace />;
  if (resolution?.kind === 'error') {
    return (
      <LoadError
        reason={resolution.reason}
        onRetry={() => {
          forgetResolution(pathname);
          setTick((n) => n + 1);
        }}
      />
    );
  }
  const switching = !settled && (!resolution || splitLanguage(pathname).lang !== resolution.lang);
  if (!resolution) return switching ? <LoadingScreen /> : null;
  return (
    <>
      <ShownPage resolution={resolution} />
      {switching && <LoadingScreen />}
    </>
  );
}

function ShownPage({ resolution }: { resolution: ResolvedPage }) {
  const words = useWords();
  const forcedDark = resolution.page.theme === 'dark';
  return (
    <LanguageContext.Provider value={resolution.lang}>
      <I18nextProvider i18n={words.forLanguage(resolution.lang)}>
        <DocumentSync resolution={resolution} />
        <Layout chrome={resolution.page.chrome ?? 'full'} forcedDark={forcedDark}>
          <PageRenderer blocks={resolution.page.blocks} />
        </Layout>
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}

/**
 * A visitor landing on an unprefixed address with another stored language gets that language.
 * The prerendered pages do it before their first paint (scripts/lib/languageScript.ts); this is
 * for a page without that rule (the dev server's).
 */
function usePreferredLanguage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    let preferred: string | null;
    try {
      preferred = localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    } catch {
      return;
    }
    const { lang, path } = splitLanguage(pathname);
    if (
      lang === defaultLanguage &&
      isLanguage(preferred ?? undefined) &&
      preferred !== defaultLanguage
    ) {
      void navigate(localizePath(path, preferred as string) + search + hash, { replace: true });
    }
  }, [pathname, search, hash, navigate]);
}

/**
 * After a client-side navigation, brings <html lang/dir/class>, the title and the description in
 * line with the new page. The prerendered HTML already has them, so first paint never waits on it.
 */
function DocumentSync({ resolution }: { resolution: ResolvedPage }) {
  const { forLanguage } = useWords();
  const { hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const t = forLanguage(resolution.lang).t as unknown as (k: string) => string;
    const html = document.documentElement;
    html.lang = resolution.lang;
    html.dir = direction(resolution.lang);
    const forced = resolution.page.theme === 'dark';
    if (forced) html.dataset.theme = 'dark';
    else delete html.dataset.theme;
    const system = matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
    let theme: string = forced ? 'dark' : system;
    try {
      theme = enterPage(localStorage, forced, system);
    } catch {
      // Storage blocked: forced pages are still dark, others follow the system.
    }
    showTheme(html, theme === 'dark');
    // The head (title, canonical, alternates, cards, structured data) is in the prerendered
    // HTML; after a navigation it is rebuilt by the same code, loaded then.
    if (!first.current) void import('../seo/sync').then((m) => m.syncHead(resolution, t));
    const target = hash ? document.getElementById(safeDecode(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!first.current) window.scrollTo(0, 0);
    first.current = false;
    // The analytics beacon hears it only once the visitor allowed analytics (src/analytics/).
    pageShown(location.pathname);
  }, [resolution, hash, forLanguage]);

  return null;
}
