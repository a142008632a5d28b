import fs from 'node:fs';
import { test } from '@playwright/test';
import {
  blockThirdParties,
  expect,
  hydrated,
  localeWords,
  watchErrors,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';
import site from '../../site.json' with { type: 'json' };

// Expectations come from the files editors change, so a retext never turns this red.
const home = localeWords('en', 'home');
const contact = localeWords('en', 'contact');
const disabled = localeWords('en', 'disabled');
const common = localeWords('en', 'common');
const homeMetric = (
  JSON.parse(fs.readFileSync('pages/index.json', 'utf8')) as {
    blocks: { type: string; metrics?: { number: Figure }[] }[];
  }
).blocks.find((b) => b.type === 'stats')?.metrics?.[0]?.number;
const homeFigure = homeMetric && shownFigure(homeMetric, 'en');

const notices: [string, string][] = [
  ['/login', disabled.login.title],
  ['/register', disabled.register.title],
  ['/verify-email', disabled.verifyEmail.title],
  ['/dashboard', disabled.dashboard.title],
];

test.beforeEach(async ({ page }) => blockThirdParties(page));

test.describe('disabled routes', () => {
  test('each shows its notice with a link home that works', async ({ page }) => {
    const errors = watchErrors(page);
    for (const [route, title] of notices) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(disabled.message)).toBeVisible();
      const back = page.getByRole('link', { name: disabled.returnHome });
      await expect(back).toHaveAttribute('href', '/');
      await hydrated(page);
      await back.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    }
    expect(errors).toEqual([]);
  });

  test('the notices are translated and right-to-left in Arabic', async ({ page }) => {
    await page.goto('/ar/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const ar = JSON.parse(fs.readFileSync('locales/ar/disabled.json', 'utf8'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.login.title);
    await expect(page.getByText(ar.message)).toBeVisible();
    await expect(page.getByRole('link', { name: ar.returnHome })).toHaveAttribute('href', '/ar');
  });
});

test.describe('/app', () => {
  test('redirects its index to /app/business/overview, which shows the app notice', async ({
    page,
  }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/business\/overview$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(disabled.app.title);
  });

  test('keeps the language when redirecting', async ({ page }) => {
    await page.goto('/fr/app');
    await expect(page).toHaveURL(/\/fr\/app\/business\/overview$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a child path the spec does not list is unknown and goes home', async ({ page }) => {
    await page.goto('/app/owner/unknown');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

test.describe('unknown paths', () => {
  test('end at / (English) and at the language home (French)', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await page.goto('/fr/pas-de-page');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test("go home before any of the app's code arrives", async ({ page }) => {
    // With every script of the app refused, only the 404 page's own (public/not-found.js) can
    // send the visitor on.
    await page.route(/\/assets\/(?!not-found-).*\.js$/, (route) => route.abort());
    await page.goto('/de/gibt-es-nicht');
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/blog-old/some/deep/path');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
  });
});

test.describe('prerendered HTML', () => {
  test('holds the page text, title and description with JavaScript disabled', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    await expect(page.getByText(homeFigure ?? '-', { exact: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${home.meta.title} | ${site.name}`);
    await page.goto('/de/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(disabled.dashboard.title);
    await context.close();
  });

  test('one rule for trailing slashes: /about/ redirects to /about', async ({ page }) => {
    await page.goto('/about/');
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('hydration and navigation', () => {
  test('data-hydrated waits until the frame and every block are hydrated, not only the shell', async ({
    page,
  }) => {
    // React hydrates each <Suspense> boundary in a pass of its own, after the shell. On a slow
    // CPU the shell's own effect once set the marker while the footer's form and the blocks were
    // still plain HTML, and tests typed into fields React had not taken over.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const owned = (el: Element | null) =>
        !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
      const id = setInterval(() => {
        if (!document.documentElement.dataset.hydrated) return;
        clearInterval(id);
        const blocks = [...document.querySelectorAll('[data-block]')];
        (window as unknown as { atMark: unknown }).atMark = {
          footerForm: owned(document.querySelector('footer form')),
          blocks: blocks.length,
          blocksOwned: blocks.filter((b) => !b.firstElementChild || owned(b.firstElementChild))
            .length,
        };
      }, 0);
    });
    // Home (many blocks, left to right), Arabic home (right to left) and careers (a form in a
    // block): each is a page of several Suspense boundaries, at a sixth of the CPU's speed.
    for (const url of ['/', '/ar', '/careers']) {
      await page.goto(url);
      await hydrated(page);
      const at = (await page.evaluate(() => (window as unknown as { atMark: unknown }).atMark)) as {
        footerForm: boolean;
        blocks: number;
        blocksOwned: number;
      };
      expect(at.blocks, url).toBeGreaterThan(0);
      expect(at, url).toEqual({ footerForm: true, blocks: at.blocks, blocksOwned: at.blocks });
    }
  });

  test('hydration writes numbers, dates and language names as the prerender did, without starting Intl', async ({
    page,
  }) => {
    // The first Intl formatter a page creates starts ICU's number or date service, 18-32 ms on a
    // fast machine: one blocking task in hydration. The boot data carries the prerender's texts.
    // PluralRules (i18next's plurals) are left out: measured 0.3-2 ms, nothing to save.
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: string[] }).intlMade = made;
      const kinds = [
        'NumberFormat',
        'DateTimeFormat',
        'DisplayNames',
        'ListFormat',
        'RelativeTimeFormat',
      ] as const;
      for (const kind of kinds) {
        const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Real, {
          construct(target, args) {
            made.push(`${kind}(${JSON.stringify(args[0])})`);
            return Reflect.construct(target, args) as object;
          },
        });
      }
    });
    await page.goto('/blog');
    await hydrated(page);
    const article = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
    // Figures (home, Arabic home, about, services), dates (blog list, article, jobs), counts.
    for (const url of ['/', '/ar', '/de/about', '/services', '/blog', article!, '/fr/careers']) {
      await page.goto(url);
      await hydrated(page);
      await page.waitForTimeout(100);
      expect(
        await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade),
        url,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('hydrates without errors and navigates client-side, updating title and language', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: common.actions.contact }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.hero.title);
    await expect(page).toHaveTitle(`${contact.meta.title} | ${site.name}`);
    // Same document: the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    expect(errors).toEqual([]);
  });

  test('shows the 3D hero fallback, with the scene host unreachable, and logs no error', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/about');
    await hydrated(page);
    await page.mouse.move(200, 200);
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    await expect(page.locator('[data-scene-fallback]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
