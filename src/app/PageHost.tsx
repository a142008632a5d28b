import { useEffect, useRef } from 'react';
import { useLoaderData, useNavigation, useRevalidator, useRouteError } from 'react-router-dom';
import { I18nextProvider } from '../i18n/react';
import { direction } from '../i18n/languages';
import { PageRenderer } from '../engine/PageRenderer';
import { PageLoadError, type ResolvedPage } from '../engine/resolve';
import { LoadError } from './shell/LoadError';
import { splitLanguage } from '../engine/routing';
import { LanguageContext } from '../i18n/LanguageContext';
import { Layout } from './Layout';
import { LoadingScreen } from './shell/LoadingScreen';
import { enterPage } from './theme';
import { useWords } from './WordsContext';

/**
 * Shows the page the route's loader brought. While the next page loads, the router keeps this one
 * on screen; only a change of language, whose words must be fetched first, covers it with the
 * loading screen (docs/site/shell.md#loading-screen).
 */
export function PageHost() {
  const resolution = useLoaderData() as ResolvedPage;
  const navigation = useNavigation();
  const switching =
    navigation.state === 'loading' &&
    splitLanguage(navigation.location.pathname).lang !== resolution.lang;
  return (
    <>
      <ShownPage resolution={resolution} />
      {switching && <LoadingScreen />}
    </>
  );
}

/** The route's error screen: a page whose code or file failed to load, with Try again. */
export function PageLoadFailed() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const reason = error instanceof PageLoadError ? error.reason : 'missing';
  return <LoadError reason={reason} onRetry={() => void revalidator.revalidate()} />;
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
 * After a client-side navigation, brings <html lang/dir/class>, the title and the description in
 * line with the new page. The prerendered HTML already has them, so first paint never waits on it.
 * The scroll position is the router's (<ScrollRestoration> in App).
 */
function DocumentSync({ resolution }: { resolution: ResolvedPage }) {
  const { forLanguage } = useWords();
  const first = useRef(true);
  useEffect(() => {
    const t = forLanguage(resolution.lang).t as unknown as (k: string) => string;
    const html = document.documentElement;
    // Equal on a prerendered page's first load: its HTML has them, and they are left alone.
    if (html.lang !== resolution.lang) html.lang = resolution.lang;
    if (html.dir !== direction(resolution.lang)) html.dir = direction(resolution.lang);
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
    html.classList.toggle('dark', theme === 'dark');
    // The head (title, canonical, alternates, cards, structured data) is in the prerendered
    // HTML; after a navigation it is rebuilt by the same code, loaded then.
    if (!first.current) void import('../seo/sync').then((m) => m.syncHead(resolution, t));
    first.current = false;
  }, [resolution, forLanguage]);

  return null;
}
