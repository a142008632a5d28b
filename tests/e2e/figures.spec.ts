import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Figure } from '../../src/generated/schema-types';
import { DIST, hydrated, localized, pageBlocks, shownFigure, watchErrors } from './helpers';

/**
 * Issue 12 §1: figures are values, written the way each language writes them. The stats of
 * Home, Services and Solutions are read from pages/ (so an editor's new figure never needs a test
 * changed) and must appear in French, German and Arabic in that language's form, in the
 * prerendered HTML and after hydration, and the English form must not show through.
 */
const ROUTES: [string, string][] = [
  ['/', 'index'],
  ['/services', 'services'],
  ['/solutions', 'solutions'],
];

/** What a reader of each language checks first, independent of the formatter under test. */
const NATIVE: Record<string, (figure: Figure, shown: string) => void> = {
  fr: (f, shown) => {
    if ('value' in f && Math.abs(f.value) >= 1000) expect(shown).toContain('\u202f'); // 10 000
    if ('value' in f && f.kind === 'percent') expect(shown).toMatch(/\u00a0%$/); // 99,9 %
    if ('value' in f && !Number.isInteger(f.value)) expect(shown).toContain(',');
  },
  de: (f, shown) => {
    if ('value' in f && Math.abs(f.value) >= 1000 && !f.compact) expect(shown).toContain('.');
    if ('value' in f && f.kind === 'percent') expect(shown).toMatch(/\u00a0%$/);
    if ('value' in f && !Number.isInteger(f.value)) expect(shown).toContain(',');
  },
  ar: (f, shown) => {
    expect(shown).not.toMatch(/[\u0660-\u0669]/); // Latin digits, as Morocco writes them
    if ('value' in f && f.currency === 'MAD') expect(shown).toContain('درهم');
  },
};

const statsOf = (file: string): Figure[] =>
  (pageBlocks(file) as { type: string; metrics?: { number: Figure }[] }[])
    .filter((b) => b.type === 'stats')
    .flatMap((b) => (b.metrics ?? []).map((m) => m.number));

for (const lang of ['fr', 'de', 'ar']) {
  for (const [route, file] of ROUTES) {
    test(`the stats of ${route} read natively in ${lang}`, async ({ page }) => {
      const figures = statsOf(file);
      expect(figures.length).toBeGreaterThan(0);
      const url = localized(route, lang);
      const html = fs.readFileSync(path.join(DIST, url, 'index.html'), 'utf8');
      const errors = watchErrors(page);
      await page.goto(url);
      await hydrated(page);
      const stats = page.locator('[data-block="stats"]');
      const text = (await stats.allInnerTexts()).join('\n');
      for (const figure of figures) {
        const shown = shownFigure(figure, lang);
        NATIVE[lang]?.(figure, shown);
        expect(html, `prerendered ${url}`).toContain(shown);
        await expect(stats.getByText(shown, { exact: true }).first()).toBeVisible();
        const english = shownFigure(figure, 'en');
        if (english !== shown) expect(text).not.toContain(english);
      }
      expect(errors).toEqual([]);
    });
  }
}
