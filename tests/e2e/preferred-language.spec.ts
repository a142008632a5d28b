import { test } from '@playwright/test';
import { blockThirdParties, cspViolations, expect, hydrated, localized, watchCsp } from './helpers';

/*
 * A returning visitor's stored language is the first one painted
 * (docs/site/languages.md#preferred-language): the inline rule in the head of each English page
 * (scripts/lib/languageScript.ts) replaces the address before anything is painted. Each
 * document notes its paints (Paint Timing, read back from sessionStorage, which outlives the
 * document) and the French answer is held back a second, so an English page that painted
 * meanwhile would be caught doing it.
 */
const STORED = 'fr';

test(`with "${STORED}" stored, /, /about and /contact never paint English`, async ({ page }) => {
  await blockThirdParties(page);
  await watchCsp(page);
  await page.addInitScript((lang) => {
    localStorage.setItem('preferred-language', lang);
    const note = (entry: object) => {
      const seen = JSON.parse(sessionStorage.getItem('seen') ?? '[]') as object[];
      sessionStorage.setItem('seen', JSON.stringify([...seen, entry]));
    };
    note({ kind: 'document', path: location.pathname });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        note({ kind: e.name, path: location.pathname, lang: document.documentElement.lang });
    }).observe({ type: 'paint', buffered: true });
  }, STORED);
  const held: string[] = [];
  await page.route(
    (url) => url.pathname === `/${STORED}` || url.pathname.startsWith(`/${STORED}/`),
    async (route) => {
      if (route.request().isNavigationRequest()) {
        held.push(new URL(route.request().url()).pathname);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      await route.continue();
    },
  );

  for (const route of ['/', '/about', '/contact']) {
    const target = localized(route, STORED);
    await page.goto(`${route}?from=test#top`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${target}\\?from=test#top$`));
    await hydrated(page);
    const seen = await page.evaluate(() => {
      const list = JSON.parse(sessionStorage.getItem('seen') ?? '[]') as {
        kind: string;
        path: string;
        lang?: string;
      }[];
      sessionStorage.removeItem('seen');
      return list;
    });
    // One hop, no loop: the English document, then the French one, once.
    expect(
      seen.filter((e) => e.kind === 'document').map((e) => e.path),
      route,
    ).toEqual([route, target]);
    // The French page was painted, and nothing with text before it.
    const contentful = seen.filter((e) => e.kind === 'first-contentful-paint');
    expect(contentful, route).toEqual([
      { kind: 'first-contentful-paint', path: target, lang: STORED },
    ]);
    expect(
      seen.filter((e) => e.kind !== 'document' && e.path !== target),
      route,
    ).toEqual([]);
  }
  // The French answers really were held back while the English documents were open.
  expect(held).toEqual(['/', '/about', '/contact'].map((r) => localized(r, STORED)));
  expect(await cspViolations(page)).toEqual([]);
});
