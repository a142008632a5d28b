import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT, THEME_SCRIPT_SOURCE } from '../../scripts/lib/themeScript';
import { contentSecurityPolicy } from '../../scripts/lib/headers';
import { enterPage, type KeyValueStore, type Theme } from '../../src/app/theme';

/** Runs the inline first-paint rule against a page, a storage and a system theme. */
function firstPaint(stored: Record<string, string>, system: Theme, forcedDark = false) {
  const classes = new Set(['dark']);
  const html = {
    getAttribute: (name: string) => (name === 'data-theme' && forcedDark ? 'dark' : null),
    classList: {
      toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)),
    },
  };
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const matchMedia = (query: string) => ({
    matches: query === '(prefers-color-scheme: light)' && system === 'light',
  });
  new Function('document', 'localStorage', 'matchMedia', THEME_SCRIPT)(
    { documentElement: html },
    storage,
    matchMedia,
  );
  return classes.has('dark') ? 'dark' : 'light';
}

const VALUES = [undefined, 'light', 'dark', 'system', 'junk'];

describe('the inline first-paint theme rule', () => {
  it('paints what the app will show, for every stored state and system theme', () => {
    for (const theme of VALUES)
      for (const original of VALUES)
        for (const system of ['light', 'dark'] as const) {
          const stored: Record<string, string> = {};
          if (theme) stored.theme = theme;
          if (original) stored['original-theme'] = original;
          const copy = new Map(Object.entries(stored));
          const store: KeyValueStore = {
            getItem: (k) => copy.get(k) ?? null,
            setItem: (k, v) => copy.set(k, v),
            removeItem: (k) => copy.delete(k),
          };
          expect(firstPaint(stored, system), JSON.stringify({ stored, system })).toBe(
            enterPage(store, false, system),
          );
        }
  });

  it('leaves a forced-dark page dark, whatever is stored', () => {
    expect(firstPaint({ theme: 'light' }, 'light', true)).toBe('dark');
  });

  it('keeps the prerendered dark when storage is blocked', () => {
    const html = { getAttribute: () => null, classList: { toggle: () => undefined } };
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      new Function('document', 'localStorage', 'matchMedia', THEME_SCRIPT)(
        { documentElement: html },
        blocked,
        () => ({ matches: true }),
      ),
    ).not.toThrow();
  });

  it('is allowed by the Content Security Policy by its hash', () => {
    const policy = contentSecurityPolicy();
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ')).toContain(THEME_SCRIPT_SOURCE);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
