import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageHost } from './PageHost';
import { WordsContext, type Words } from './WordsContext';

/** The whole app under a router the caller provides (BrowserRouter or StaticRouter). */
export function App({ words }: { words: Words }) {
  return (
    <WordsContext.Provider value={words}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="*" element={<PageHost />} />
        </Routes>
      </Suspense>
    </WordsContext.Provider>
  );
}
