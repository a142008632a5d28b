import { describe, expect, it } from 'vitest';
import { chooseTheme, enterPage, ORIGINAL_THEME_KEY, THEME_KEY } from '../../src/app/theme';

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('theme (docs/site/shell.md#theme)', () => {
  it('forces dark on a landing page and restores the saved theme on leaving', () => {
    const s = store({ [THEME_KEY]: 'light' });
    expect(enterPage(s, true, 'light')).toBe('dark');
    expect(s.data.get(THEME_KEY)).toBe('dark');
    expect(s.data.get(ORIGINAL_THEME_KEY)).toBe('light');
    // A second landing page keeps the first remembered theme.
    expect(enterPage(s, true, 'light')).toBe('dark');
    expect(s.data.get(ORIGINAL_THEME_KEY)).toBe('light');
    expect(enterPage(s, false, 'dark')).toBe('light');
    expect(s.data.get(THEME_KEY)).toBe('light');
    expect(s.data.has(ORIGINAL_THEME_KEY)).toBe(false);
  });

  it('restores "no saved theme" (the system theme) when there was none', () => {
    const s = store();
    enterPage(s, true, 'light');
    expect(s.data.get(ORIGINAL_THEME_KEY)).toBe('system');
    expect(enterPage(s, false, 'light')).toBe('light');
    expect(s.data.has(THEME_KEY)).toBe(false);
  });

  it('uses the saved theme, else the system theme, on ordinary pages', () => {
    expect(enterPage(store({ [THEME_KEY]: 'dark' }), false, 'light')).toBe('dark');
    expect(enterPage(store(), false, 'light')).toBe('light');
  });

  it('a choice made on a landing page becomes the theme restored later', () => {
    const s = store({ [THEME_KEY]: 'dark' });
    enterPage(s, true, 'light');
    chooseTheme(s, 'light', true);
    expect(enterPage(s, false, 'dark')).toBe('light');
  });
});
