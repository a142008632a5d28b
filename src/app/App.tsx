import { Suspense, useEffect } from 'react';
import { Consent } from '../consent';
import { PageHost } from './PageHost';
import { WordsContext, type Words } from './WordsContext';

/** The whole app under a router the caller provides (BrowserRouter or StaticRouter). */
export function App({ words }: { words: Words }) {
  // A marker for tests and tooling: the page is interactive once this is set.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <WordsContext.Provider value={words}>
      <Suspense fallback={null}>
        <PageHost />
      </Suspense>
      <Consent />
    </WordsContext.Provider>
  );
}
