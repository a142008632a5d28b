import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import {
  DIST,
  blockThirdParties,
  expect,
  hydrated,
  localeWords,
  storeConsentChoice,
  watchErrors,
} from './helpers';

// docs/architecture.md#property-based-tests: what a visitor's browser meets in the real world —
// hand-typed addresses, locale files or block code that do not arrive, and hosts that answer a
// missing file with index.html.

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

/** The h1 as the prerendered file has it (what the visitor saw before any script ran). */
function prerenderedH1(route: string): string {
  const html = fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function chunkOf(source: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the build manifest`);
  return `/${file}`;
}

for (const address of ['/about#%', '/fr/contact#%E0', '/about#%%41', '/blog/%E0%A4']) {
  test(`a malformed address ${address} still shows its page, with no error`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(address);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(20);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}

test('when every locale file fails to load, the prerendered words stay (no raw keys, no #418)', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const asked: string[] = [];
  await page.route('**/locales/**', (route) => {
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  for (const route of ['fr/about', 'ar/contact', 'de']) {
    await page.goto(`/${route}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prerenderedH1(route));
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(hero|form|nav|meta)\.[a-zA-Z]+/);
  }
  // The words come with the page: a first visit asks for no locale file at all.
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

for (const failure of ['network', 'index.html', 'JSON of another shape'] as const) {
  test(`when the page's boot data cannot be had (${failure}), the prerendered page stays as it is`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const asked: string[] = [];
    const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    await page.route('**/assets/boot/*.json', (route) => {
      asked.push(route.request().url());
      if (failure === 'network') return route.abort('internetdisconnected');
      if (failure === 'index.html')
        return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: index });
      // JSON with a resolution, but not one hydration could use: a page without blocks.
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ pathname: '/fr/about', resolution: { kind: 'page', lang: 'fr' } }),
      });
    });
    await page.goto('/fr/about');
    await page.waitForFunction(() => performance.getEntriesByName('app-start:no-boot').length > 0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prerenderedH1('fr/about'));
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(hero|form|nav|meta)\.[a-zA-Z]+/);
    // Asked for once by public/start.js's preload, read by the app, and, after a failure, tried
    // once more (a body that is JSON but not boot data would come back the same: no retry).
    expect(new Set(asked).size).toBe(1);
    if (failure !== 'JSON of another shape') expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
}

test('a block whose code does not arrive says so, in the page language, and Try again loads it', async ({
  page,
}) => {
  const form = chunkOf('src/blocks/Form/index.tsx');
  let blocked = true;
  await page.route(`**${form}`, (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  const t = localeWords('fr', 'common');
  await page.goto('/fr/contact');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(prerenderedH1('fr/contact'));
  const notice = page.locator('[data-block-error="form"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t.blockError.message);
  blocked = false;
  await notice.getByRole('button', { name: t.blockError.retry }).click();
  await expect(page.locator('form[data-form-kind="contact"]')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a content file answered with index.html (SPA fallback, status 200) is an article not found', async ({
  page,
}) => {
  const index = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  await page.route('**/content/blog/does-not-exist*.json', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: index }),
  );
  const t = localeWords('en', 'blog');
  await page.goto('/blog/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.article.notFoundTitle);
  await expect(page.getByRole('alert')).toHaveText(t.article.notFound);
});
