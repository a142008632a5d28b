import { lazy, Suspense, useEffect } from 'react';
import { shellHydrated } from '../engine/hydration';
import { PageHost } from './PageHost';
import { WordsContext, type Words } from '../i18n/WordsContext';

// Cookie consent shows nothing until a second after load (docs/site/consent.md#banner-delay): its
// code need not be in the first load of every page. It renders nothing on the server either, so
// hydration never waits.
const Consent = lazy(() => import('../consent').then((m) => ({ default: m.Consent })));

/** The whole app under a router the caller provides (BrowserRouter or StaticRouter). */
export function App({ words }: { words: Words }) {
  useEffect(shellHydrated, []);
  return (
    <WordsContext.Provider value={words}>
      <Suspense fallback={null}>
        <PageHost />
      </Suspense>
      <Suspense fallback={null}>
        <Consent />
      </Suspense>
    </WordsContext.Provider>
  );
}
