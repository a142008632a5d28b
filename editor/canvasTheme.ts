import { enterPage, type Theme } from '../src/app/theme';

/** Remembers nothing: the canvas is no visit, and must not touch the editor's own storage. */
const nothingSaved = { getItem: () => null, setItem() {}, removeItem() {} };

/**
 * The theme the live page shows a visitor who has not chosen one: dark on a page that forces it
 * (the page's "theme"), otherwise the system's, decided by the site's own rule. Anything but a
 * page's "dark" (a value half-typed in the editor, say) forces nothing.
 */
export function canvasTheme(pageTheme: unknown, systemTheme: Theme): Theme {
  return enterPage(nothingSaved, pageTheme === 'dark', systemTheme);
}

/** The system's theme as the prerendered page's first-paint script reads it. */
export function systemTheme(view: Pick<Window, 'matchMedia'> | null | undefined): Theme {
  return view?.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}
