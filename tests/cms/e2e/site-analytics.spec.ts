import { expect, test, type Browser, type Page } from '@playwright/test';
import { uiText as words } from '../../../cms/server/interfaceText.ts';
import { siteText as siteWords } from '../../../cms/analytics/interfaceText.ts';
import { hydrated, localeWords, seriousAxeViolations } from '../../e2e/helpers.ts';
import { builtSite, leadsFront, serveSite } from './site.ts';
import { ACCOUNTS, serviceOf } from './where.ts';

/*
 * First-party analytics, end to end: a visitor of the built site allows analytics in the consent
 * banner and reads three pages; the Site page of the service then shows those pages, in their
 * languages, with their vitals. A visitor who declines sends nothing at all. (The embedded
 * database's project only: the storage is tested on both databases in Node.)
 */

const PAGES = ['/services', '/fr/about', '/ar/contact'];
const consent = localeWords('en', 'consent') as { banner: { acceptAll: string; rejectAll: string } };

async function visit(
  browser: Browser,
  origin: string,
  choice: 'acceptAll' | 'rejectAll',
  sent: () => Promise<void>,
) {
  const context = await browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  const visitor = await context.newPage();
  // Every call of sendBeacon, counted in the tab's session storage across the page loads.
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      sessionStorage.setItem('beacons', String(Number(sessionStorage.getItem('beacons')) + 1));
      return send(url, data);
    };
  });
  await visitor.goto(PAGES[0]!);
  await hydrated(visitor);
  await visitor.getByRole('button', { name: consent.banner[choice] }).click();
  await expect(visitor.getByRole('button', { name: consent.banner[choice] })).toBeHidden();
  const counting = visitor.locator('html[data-analytics="counting"]');
  if (choice === 'acceptAll') await expect(counting).toHaveCount(1);
  // A person reads a little and scrolls (a key press is an interaction, with a vital of its own).
  await visitor.keyboard.press('ArrowDown');
  for (const next of PAGES.slice(1)) {
    await visitor.goto(next);
    await hydrated(visitor);
    if (choice === 'acceptAll') await expect(counting).toHaveCount(1);
    await visitor.keyboard.press('ArrowDown');
  }
  const beacons = await visitor.evaluate(() => Number(sessionStorage.getItem('beacons')));
  // Leaving the last page sends what it queued (before the browser's window closes).
  await visitor.goto('about:blank');
  await sent();
  await context.close();
  return beacons;
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(words.login.name).fill(ACCOUNTS.editor.name);
  await page.getByLabel(words.login.password).fill(ACCOUNTS.editor.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

const pagesTable = (page: Page) => page.getByRole('table', { name: siteWords.pagesCaption });
const speedTable = (page: Page) => page.getByRole('table', { name: siteWords.speedCaption });

test('a visitor who allows analytics is counted: three pages and their vitals on the Site page', async ({
  browser,
  page,
}) => {
  test.setTimeout(600_000);
  const site = await serveSite(builtSite());
  const front = await leadsFront(serviceOf('embedded').port);
  try {
    // A beacon as each page is left, all counted: every page's view has arrived. (A count of
    // three beacons was not enough: a page hidden then left sends its view and its late vitals
    // apart, and the last page's beacon was lost when the visitor's window closed on it.)
    await visit(browser, site.origin, 'acceptAll', () =>
      expect
        .poll(() =>
          PAGES.filter(
            (path) =>
              !front.passed.some(
                (p) =>
                  p.path === '/beacon' &&
                  p.status === 204 &&
                  p.body.includes(`"t":"view","path":"${path}"`),
              ),
          ),
        )
        .toEqual([]),
    );

    await logIn(page);
    await page.goto('/site');
    await expect(page.getByRole('heading', { level: 1, name: siteWords.title })).toBeVisible();
    for (const [path, language] of [
      ['/services', 'en'],
      ['/fr/about', 'fr'],
      ['/ar/contact', 'ar'],
    ] as const) {
      const views = pagesTable(page).getByRole('row').filter({ hasText: path });
      await expect(views.getByRole('cell').nth(1)).toHaveText(language);
      await expect(views.getByRole('cell').nth(2)).not.toHaveText('0');
      // Each page's own load was measured: its first paint and first byte at least.
      const speed = speedTable(page).getByRole('row').filter({ hasText: path });
      await expect(speed.getByRole('cell').nth(2 + 3)).toContainText(/\d (ms|s)/); // FCP
      await expect(speed.getByRole('cell').nth(2 + 4)).toContainText(/\d (ms|s)/); // TTFB
    }
    await expect(page.getByRole('img', { name: /Views per day/ })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    await Promise.all([front.close(), site.close()]);
  }
});

test('a visitor who declines sends nothing', async ({ browser }) => {
  test.setTimeout(600_000);
  const site = await serveSite(builtSite());
  const front = await leadsFront(serviceOf('embedded').port);
  try {
    const beacons = await visit(browser, site.origin, 'rejectAll', async () => {});
    expect(beacons).toBe(0);
    expect(front.passed.filter((p) => p.path === '/beacon')).toEqual([]);
  } finally {
    await Promise.all([front.close(), site.close()]);
  }
});
