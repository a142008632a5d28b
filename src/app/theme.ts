/**
 * Landing pages force the dark theme and restore the visitor's earlier saved theme when
 * they leave (keys `theme` and `original-theme`). Pure rules over a storage, so they are testable;
 * scripts/lib/themeScript.ts applies the same first-paint rule, inline, before the page is shown.
 * See docs/site/shell.md#theme.
 */
export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';
export const ORIGINAL_THEME_KEY = 'original-theme';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const asTheme = (v: string | null): Theme | null => (v === 'light' || v === 'dark' ? v : null);

/** Runs when a page is shown; returns the theme it must display. */
export function enterPage(store: KeyValueStore, forcedDark: boolean, systemTheme: Theme): Theme {
  const saved = asTheme(store.getItem(THEME_KEY));
  const original = asTheme(store.getItem(ORIGINAL_THEME_KEY));
  if (forcedDark) {
    // Remember what the visitor had before the first landing page, not the forced value.
    if (store.getItem(ORIGINAL_THEME_KEY) === null)
      store.setItem(ORIGINAL_THEME_KEY, saved ?? 'system');
    store.setItem(THEME_KEY, 'dark');
    return 'dark';
  }
  const restored = store.getItem(ORIGINAL_THEME_KEY);
  if (restored !== null) {
    store.removeItem(ORIGINAL_THEME_KEY);
    if (original) store.setItem(THEME_KEY, original);
    else store.removeItem(THEME_KEY);
    return original ?? systemTheme;
  }
  return saved ?? systemTheme;
}

/** The visitor's own choice (theme toggle); on a forced page it becomes the theme to restore. */
export function chooseTheme(store: KeyValueStore, theme: Theme, forcedDark: boolean): void {
  if (forcedDark) store.setItem(ORIGINAL_THEME_KEY, theme);
  else store.setItem(THEME_KEY, theme);
}

/** The class that holds every transition still while the theme changes (styles.css). */
export const THEME_SWITCH_CLASS = 'theme-switch';

/**
 * Shows `dark` or light on `html`. A change of theme changes every colour at once: without this,
 * each button's colour transition would run on the main thread at the same moment (seen on
 * every move between a dark landing page and a light one), so transitions are held off for the
 * frame that repaints the page, and come back after it.
 */
export function showTheme(html: HTMLElement, dark: boolean): void {
  if (html.classList.contains('dark') === dark) return;
  html.classList.add(THEME_SWITCH_CLASS);
  html.classList.toggle('dark', dark);
  requestAnimationFrame(() =>
    requestAnimationFrame(() => html.classList.remove(THEME_SWITCH_CLASS)),
  );
}
