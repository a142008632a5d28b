import { test, type Page } from '@playwright/test';
import {
  blockThirdParties,
  expect,
  fontsApplied,
  hydrated,
  LANGUAGES,
  storeConsentChoice,
} from './helpers';
import { compileList } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';

/**
 * Arabic typography (docs/site/languages.md#right-to-left), on a 390 px phone: headings wrap onto
 * several lines, and with Noto Kufi's tall dots and descenders one line's ink must not reach the
 * next. Measured, not eyeballed: the glyphs' real extents (canvas measureText over the heading's
 * own words, in its own font) against the distance between its lines.
 */
const articles = compileList(root, 'blog', 'ar').articles.map((a) => a.id);
const PAGES = [
  '/ar',
  '/ar/about',
  '/ar/services',
  '/ar/blog',
  ...articles.map((a) => `/ar/blog/${a}`),
];

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

/**
 * Every heading that wraps, line by line: the line pitch, and for each pair of neighbouring
 * lines how far the upper line's ink reaches down plus how far the lower line's reaches up.
 * Words are assigned to lines by where the browser laid them out.
 */
function wrappedHeadings(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('main :is(h1, h2, h3)')].flatMap((h) => {
      if (!(h as HTMLElement).offsetParent) return [];
      const lines = new Map<number, string[]>();
      const walker = document.createTreeWalker(h, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const top = Math.round(range.getBoundingClientRect().top);
          const key = [...lines.keys()].find((k) => Math.abs(k - top) < 4) ?? top;
          lines.set(key, [...(lines.get(key) ?? []), m[0]]);
        }
      }
      if (lines.size < 2) return [];
      const cs = getComputedStyle(h);
      canvas.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const ink = [...lines.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, words]) => canvas.measureText(words.join(' ')));
      return ink.slice(1).map((below, i) => ({
        text: (h.textContent ?? '').slice(0, 40),
        pitch: parseFloat(cs.lineHeight),
        reach: ink[i]!.actualBoundingBoxDescent + below.actualBoundingBoxAscent,
      }));
    });
  });
}

// The phone's width is set here, so the desktop project already measures what a phone shows.
test.describe('Arabic headings on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test(`lines of a wrapped heading never touch (${PAGES.join(', ')})`, async ({ page }) => {
    for (const url of PAGES) {
      await page.goto(url);
      await hydrated(page);
      await fontsApplied(page);
      const headings = await wrappedHeadings(page);
      for (const h of headings)
        expect(h.reach, `${url}: ${h.text}: ink of two lines vs line pitch`).toBeLessThanOrEqual(
          h.pitch,
        );
      // Every page checked has at least its title wrapping at this width, or the test proves nothing.
      if (url !== '/ar/blog') expect(headings.length, url).toBeGreaterThan(0);
    }
  });

  test('headings and running text are drawn in Kufi, Latin words in Kufi’s own Latin, and Inter is never fetched; email fields read left to right', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await page.goto('/ar/contact');
    await hydrated(page);
    await fontsApplied(page);
    const family = await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontFamily);
    // Inter stays behind Kufi, for a character Kufi's subsets lack (a visitor's typing).
    expect(family.indexOf('Inter Variable')).toBeGreaterThan(family.indexOf('Noto Kufi Arabic'));
    // The fonts Chromium really drew the email address and the phone number with.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    // One Arabic family for both: a second one for running text cost 16.5 KB before first paint.
    for (const [selector, face] of [
      ['main h1', 'Noto Kufi Arabic'],
      ['main p', 'Noto Kufi Arabic'],
    ] as const) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(fonts[0]?.familyName, selector).toBe(face);
    }
    for (const selector of ['main a[href^="mailto:"]', 'main a[href^="tel:"]']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      expect(nodeId, selector).toBeGreaterThan(0);
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      // Every letter, digit and space in Kufi.
      const glyphs = Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount]));
      expect(glyphs, selector).toEqual({ 'Noto Kufi Arabic': expect.any(Number) });
    }
    expect(fetched.filter((u) => /\/inter-[^/]*\.woff2$/.test(u))).toEqual([]);
    for (const input of await page.locator('input[type="email"]').all())
      await expect(input).toHaveAttribute('dir', 'ltr');
    const footer = page.locator('footer input[type="email"]');
    await expect(footer).toHaveAttribute('dir', 'ltr');
    // An address starts at the left edge, where the caret waits, placeholder included.
    const align = await footer.evaluate((i) => {
      const style = getComputedStyle(i);
      return `${style.direction} ${style.textAlign}`;
    });
    expect(align).toMatch(/^ltr (start|left)$/);
  });
});

test('other languages keep their own heading rhythm', async ({ page }) => {
  for (const lang of LANGUAGES.filter((l) => l !== 'ar')) {
    await page.goto(lang === 'en' ? '/about' : `/${lang}/about`);
    const ratio = await page
      .locator('main h1')
      .evaluate(
        (h) =>
          parseFloat(getComputedStyle(h).lineHeight) / parseFloat(getComputedStyle(h).fontSize),
      );
    expect(ratio, lang).toBeLessThan(1.3);
  }
});
