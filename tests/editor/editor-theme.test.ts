import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canvasTheme, systemTheme } from '../../editor/canvasTheme';
import { THEME_SCRIPT } from '../../scripts/lib/themeScript';
import fs from 'node:fs';

/** What the live page's first-paint script leaves on <html> for a visitor who chose nothing. */
function livePage(forcedDark: boolean, prefersLight: boolean): 'light' | 'dark' {
  const classes = new Set(['dark']); // the prerendered default
  const html = {
    getAttribute: (name: string) => (name === 'data-theme' && forcedDark ? 'dark' : null),
    classList: {
      toggle: (c: string, on: boolean) => void (on ? classes.add(c) : classes.delete(c)),
    },
  };
  const run = new Function('document', 'localStorage', 'matchMedia', THEME_SCRIPT) as (
    ...args: unknown[]
  ) => void;
  run({ documentElement: html }, { getItem: () => null }, () => ({ matches: prefersLight }));
  return classes.has('dark') ? 'dark' : 'light';
}

const pageTheme = (file: string): unknown =>
  (JSON.parse(fs.readFileSync(`pages/${file}.json`, 'utf8')) as { theme?: unknown }).theme;

describe("the editor's canvas", () => {
  it('shows a page in the theme the live page shows: the home page dark, on a light system too', () => {
    expect(canvasTheme(pageTheme('index'), 'light')).toBe('dark');
    for (const prefersLight of [true, false]) {
      const system = prefersLight ? 'light' : 'dark';
      for (const file of ['index', 'about', 'contact'])
        expect(canvasTheme(pageTheme(file), system), file).toBe(
          livePage(pageTheme(file) === 'dark', prefersLight),
        );
    }
  });

  it('forces nothing for anything but "dark", whatever the field holds mid-edit', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('light' as const, 'dark' as const),
        (v, system) => {
          expect(canvasTheme(v, system)).toBe(v === 'dark' ? 'dark' : system);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads the system's theme as the first-paint script does, dark unless it prefers light", () => {
    const view = (matches: boolean) => ({ matchMedia: () => ({ matches }) as MediaQueryList });
    expect(systemTheme(view(true))).toBe('light');
    expect(systemTheme(view(false))).toBe('dark');
    expect(systemTheme(undefined)).toBe('dark');
  });
});
