import { test } from '@playwright/test';
import { blockThirdParties, expect, fontsApplied, goInApp, hydrated, localized } from './helpers';

/*
 * What the first paint waits for (docs/architecture.md#first-paint-then-the-app): the HTML and the
 * stylesheet, nothing else. The app's code and the web fonts start after the page has
 * been painted (public/start.js, inline), the fonts are the subsets scripts/build/fonts.ts cut to the
 * site's words, and the icons are symbols the page carries.
 */

const SUBSET_FONT =
  /\/assets\/(inter|kufi-400|kufi-700|kufi-latin-400|kufi-latin-700)-[\w-]{8}\.woff2$/;
// What the fonts really weigh in Chromium (tests/dist/font-budget.test.ts counts the files).
const FONT_BUDGET = { ltr: 25 * 1024, rtl: 25 * 1024 };

// English and Arabic, and French and German for their accented letters (a larger Latin subset).
for (const lang of ['en', 'ar', 'fr', 'de']) {
  const ROUTES = ['/', '/about', '/blog/ai-transformation-morocco', '/contact'];
  test(`${lang}: no app code before first paint, fonts within budget (${ROUTES.join(', ')})`, async ({
    page,
  }) => {
    await blockThirdParties(page);
    for (const route of ROUTES) {
      const url = localized(route, lang);
      await page.goto(url);
      await hydrated(page);
      // The fonts the visible text needs may still be arriving: let them settle.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const seen = await page.evaluate(() => {
        const paint = performance
          .getEntriesByType('paint')
          .find((e) => e.name === 'first-contentful-paint');
        return {
          fcp: paint?.startTime ?? NaN,
          resources: performance.getEntriesByType('resource').map((r) => {
            const e = r as PerformanceResourceTiming;
            return { name: e.name, start: e.startTime, bytes: e.encodedBodySize };
          }),
        };
      });
      expect(seen.fcp, url).toBeGreaterThan(0);
      const code = seen.resources.filter((r) => /\/assets\/.*\.js$/.test(r.name));
      expect(code.length, url).toBeGreaterThan(0);
      expect(code.filter((r) => r.start < seen.fcp).map((r) => r.name)).toEqual([]);

      const fonts = seen.resources.filter((r) => r.name.endsWith('.woff2'));
      expect(fonts.length).toBeGreaterThan(0);
      // Asked for only once the page was painted, and applied (the page marked "fonts"; where that
      // would move the screen, at the visitor's first key).
      expect(fonts.filter((r) => r.start < seen.fcp).map((r) => r.name)).toEqual([]);
      await fontsApplied(page);
      // Besides the page's own pictures, nothing but the document and the stylesheet before the
      // first paint: no script file (the start script is inline), no font, no icon sprite (the
      // page's icons are its own symbols).
      expect(
        seen.resources
          .filter((r) => r.start < seen.fcp && !/\.css$|\/images\//.test(r.name))
          .map((r) => r.name),
      ).toEqual([]);
      // The sprite file only for an icon the app draws later (a carousel's play button), after.
      expect(
        seen.resources.filter((r) => r.name.includes('/icons.svg') && r.start < seen.fcp),
      ).toEqual([]);
      expect(fonts.filter((r) => !SUBSET_FONT.test(r.name)).map((r) => r.name)).toEqual([]);
      const bytes = fonts.reduce((n, r) => n + r.bytes, 0);
      expect(bytes, url).toBeLessThanOrEqual(FONT_BUDGET[lang === 'ar' ? 'rtl' : 'ltr']);
      // An Arabic page sets its Latin (the brand, digits, "CRM") in Kufi's own: no Inter at all.
      if (lang === 'ar')
        expect(fonts.filter((r) => /\/inter-/.test(r.name)).map((r) => r.name)).toEqual([]);
      // The page's boot data is its own file, fetched with the app's code after the first paint.
      const boot = seen.resources.filter((r) => r.name.includes('/assets/boot/'));
      expect(boot).toHaveLength(1);
      expect(boot[0]!.start).toBeGreaterThan(seen.fcp);
    }
  });
}

test('a page with nothing prerendered (the 404 page) starts the app at once', async ({ page }) => {
  await blockThirdParties(page);
  // An id the testimonials page does not know: the app answers it (Not Found), so it starts.
  await page.goto('/testimonials/no-such-story');
  await hydrated(page);
  // Waiting for a first paint that never comes would hold it 3 s (public/start.js's last resort,
  // which marks app-start:timer); the mark says it did not wait. (Not a stopwatch: a loaded
  // machine stretches every wall-clock figure.)
  const marks = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .map((m) => m.name)
      .filter((n) => n.startsWith('app-start')),
  );
  expect(marks).toEqual(['app-start:nothing-to-paint']);
});

test("icons are drawn from the page's own symbols, and from the sprite file after a client-side navigation", async ({
  page,
}) => {
  await blockThirdParties(page);
  // Every icon on screen draws something: a <use> whose symbol is missing has an empty box.
  const drawn = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('svg.icon use')].map((use) => ({
        href: use.getAttribute('href') ?? '',
        shown: use.closest('svg')!.checkVisibility(),
        width: (use as SVGUseElement).getBBox().width,
      })),
    );
  const prerendered = [
    ...(await (await page.request.get('/about')).text()).matchAll(/<use href="([^"]+)"/g),
  ].map((m) => m[1]);
  await page.goto('/about');
  await hydrated(page);
  // An icon the app drew from the sprite file draws once that file has arrived.
  await expect
    .poll(async () => (await drawn()).filter((i) => i.shown && !i.href.startsWith('#') && !i.width))
    .toEqual([]);
  const first = await drawn();
  // The page's own symbols, in the prerender and after hydration; an icon the app drew since
  // (a carousel's play button once it paused) is the file's only if the page lacks its symbol.
  expect(prerendered.length).toBeGreaterThan(3);
  for (const href of prerendered) expect(href).toMatch(/^#icon-/);
  expect(first.filter((i) => i.shown).length).toBeGreaterThan(3);
  for (const icon of first) {
    if (!icon.href.startsWith('#'))
      expect(prerendered, icon.href).not.toContain(icon.href.replace('/icons.svg#', '#icon-'));
    if (icon.shown) expect(icon.width, icon.href).toBeGreaterThan(0);
  }
  // A page with icons /about lacks: those come from the sprite file, and draw too.
  const sprite = page.waitForResponse((r) => r.url().includes('/icons.svg'));
  await goInApp(page, '/services');
  expect([200, 304]).toContain((await sprite).status());
  await expect
    .poll(async () => {
      const icons = await drawn();
      const shown = icons.filter((i) => i.shown);
      return shown.length > 3 && shown.every((i) => i.width > 0);
    })
    .toBe(true);
  const hrefs = (await drawn()).map((i) => i.href);
  expect(hrefs.some((h) => h.startsWith('/icons.svg#'))).toBe(true);
});
