import { Suspense, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { LanguageContext } from '../src/i18n/LanguageContext';
import { WordsContext, type Words } from '../src/i18n/WordsContext';
import { PageRenderer } from '../src/engine/PageRenderer';
import { expandIncludes, type SectionFile } from '../src/engine/sections';
import { I18nextProvider } from '../src/i18n/react';
import { MemoryRouter } from 'react-router-dom';
import type { Block } from '../src/generated/schema-types';
import { useEditor } from './context';
import { canvasTheme, systemTheme } from './canvasTheme';

/**
 * The canvas's document wears the theme the live page would show (a forced-dark landing page is
 * dark here too). The class goes on its <html>, where the site's colours and background are set;
 * Puck copies the editor's own <html> attributes into the canvas, so it is put back after that.
 */
function useCanvasTheme(pageTheme: unknown) {
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const doc = anchor.current?.ownerDocument;
    const html = doc?.documentElement;
    if (!html) return;
    const dark = canvasTheme(pageTheme, systemTheme(doc.defaultView)) === 'dark';
    const apply = () => {
      if (html.classList.contains('dark') !== dark) html.classList.toggle('dark', dark);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(html, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [pageTheme]);
  return anchor;
}

/** What the real blocks need around them: the language, its words and a router for links. */
export function CanvasRoot({ children, theme }: { children: ReactNode; theme?: unknown }) {
  const { lang, words } = useEditor();
  const anchor = useCanvasTheme(theme);
  const i18n = words.i18n(lang);
  const provided = useMemo<Words>(
    () => ({ forLanguage: (l) => words.i18n(l), ensure: async () => undefined }),
    [words],
  );
  return (
    <WordsContext.Provider value={provided}>
      <LanguageContext.Provider value={lang}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[lang === 'en' ? '/' : `/${lang}`]}>
            <div
              ref={anchor}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              className="ed-canvas-root"
            >
              {children}
            </div>
          </MemoryRouter>
        </I18nextProvider>
      </LanguageContext.Provider>
    </WordsContext.Provider>
  );
}

/** One block of the page, drawn by the site's own component (and its error boundary). */
export function BlockPreview({ block }: { block: Record<string, unknown> }) {
  const { words, sections } = useEditor();
  // The words' version: a typed letter re-renders the block that shows it.
  useSyncExternalStore(words.subscribe, () => words.version);
  let blocks: unknown[];
  try {
    blocks = expandIncludes([block], (name) => sections[name] as SectionFile | undefined);
  } catch (error) {
    return <p className="ed-note">{String((error as Error).message)}</p>;
  }
  return (
    <Suspense fallback={<p className="ed-note">Loading {String(block.type ?? block.include)}…</p>}>
      <PageRenderer blocks={blocks as Block[]} />
    </Suspense>
  );
}
