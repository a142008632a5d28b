import { use, useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { direction } from '../i18n/languages';
import { PageRenderer } from '../engine/PageRenderer';
import { resolutionEntry, type ResolvedPage } from '../engine/resolve';
import { homeFor } from '../engine/routing';
import { LanguageContext } from './LanguageContext';
import { Layout } from './Layout';
import { useWords } from './WordsContext';

/** Shows whatever the current URL resolves to: a page, a redirect, or (unknown) the home page. */
export function PageHost() {
  const { pathname } = useLocation();
  const words = useWords();
  const entry = resolutionEntry(pathname, words.ensure);
  const resolution = entry.settled?.ok ? entry.settled.value : use(entry.promise);
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (resolution.kind === 'unknown') return <Navigate to={homeFor(resolution.lang)} replace />;
  const i18n = words.forLanguage(resolution.lang);
  return (
    <LanguageContext.Provider value={resolution.lang}>
      <I18nextProvider i18n={i18n}>
        <DocumentSync resolution={resolution} />
        <Layout>
          <PageRenderer blocks={resolution.page.blocks} />
        </Layout>
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}

/**
 * After a client-side navigation, brings <html lang/dir>, the title and the description in line
 * with the new page. The prerendered HTML already has them, so first paint never depends on this.
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
    html.classList.toggle('dark', resolution.page.theme === 'dark');
    if (resolution.page.meta) {
      document.title = t(resolution.page.meta.title);
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', t(resolution.page.meta.description));
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!first.current) window.scrollTo(0, 0);
    first.current = false;
  }, [resolution, hash, forLanguage]);
  return null;
}
