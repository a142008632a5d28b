import fs from 'node:fs';
import { test } from '@playwright/test';
import { shownTestimonials } from '../collections';
import { toRows } from '../../src/blocks/TestimonialMarquee/rows';
import {
  classSelector,
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  installClock,
  localeWords,
  pageBlocks,
  pauseClock,
  watchErrors,
} from './helpers';

const home = (lang: string) => localeWords(lang, 'home');
const quotes = (lang: string) => shownTestimonials('index', 'testimonialMarquee', lang);

test.beforeEach(async ({ page }) => blockThirdParties(page));

for (const lang of TEST_LANGUAGES) {
  const url = lang === 'en' ? '/' : `/${lang}`;
  const t = home(lang);
  const q = quotes(lang);

  // The order of the sections and the figures: tests/dist/pages.test.ts.
  test.describe(`home in ${lang}`, () => {
    test('the hero button shows a loading state for 1.5 s, then opens /contact', async ({
      page,
    }) => {
      await installClock(page);
      await page.goto(url);
      await hydrated(page);
      await pauseClock(page);
      const button = page.getByRole('link', { name: t.hero.cta });
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await page.clock.runFor(1400);
      await expect(page).toHaveURL(new RegExp(`${url === '/' ? '' : url}/?$`));
      await page.clock.runFor(100);
      await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '' : `/${lang}`}/contact$`));
    });

    test('the marquee shows the testimonials in rows of at most ten shared evenly, in the HTML, paused on hover', async ({
      page,
    }) => {
      // Moving, as most visitors see it (the tests' default is reduced motion).
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(url);
      await hydrated(page);
      // Built into the page: no request for the quotes.
      expect(requested.filter((p) => p.startsWith('/content/'))).toEqual([]);
      // Twenty make rows of 1–10 and 11–20 (the specification); fewer are shared evenly.
      const expected = toRows(q);
      const rows = page.locator('[data-marquee-row]');
      await expect(rows).toHaveCount(expected.length);
      for (const [i, row] of expected.entries()) {
        await expect(rows.nth(i).locator('ul:not([aria-hidden]) figure')).toHaveCount(row.length);
        await expect(rows.nth(i)).toContainText(row[0]?.testimonial ?? '-');
      }
      const track = rows.nth(0).locator(classSelector('marquee-track'));
      await expect(track).toHaveCSS('animation-play-state', 'running');
      await rows.nth(0).hover();
      await expect(track).toHaveCSS('animation-play-state', 'paused');
    });
  });
}

test('the marquee stands still under reduced motion, and the pause button stops it', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator(classSelector('marquee-track')).first()).toHaveCSS(
    'animation-name',
    'none',
  );
  await context.close();
  const moving = await browser.newPage();
  await moving.goto('/');
  await hydrated(moving);
  const pause = moving.getByRole('button', {
    name: JSON.parse(fs.readFileSync('locales/en/common.json', 'utf8')).marquee.pause,
  });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await expect(moving.locator(classSelector('marquee-track')).first()).toHaveCSS(
    'animation-play-state',
    'paused',
  );
  await moving.close();
});

// The pictures are the same in every language.
test('success-story pictures are self-hosted and show, with no third-party request', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://localhost')) foreign.push(r.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.locator('#success-stories').scrollIntoViewIfNeeded();
  const images = page.locator('#success-stories img');
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('src', /^\/images\//);
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.locator('#success-stories [data-image-placeholder]')).toHaveCount(0);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('a success-story picture that fails to load becomes a placeholder without errors', async ({
  page,
}) => {
  await page.route('**/images/stories/**', (route) => route.abort('internetdisconnected'));
  const errors = watchErrors(page);
  await page.goto('/');
  await hydrated(page);
  await page.locator('#success-stories').scrollIntoViewIfNeeded();
  await expect(page.locator('#success-stories [data-image-placeholder]')).toHaveCount(3);
  expect(
    errors.filter(
      (e) => !e.includes('ERR_INTERNET_DISCONNECTED') && !e.includes('Failed to load resource'),
    ),
  ).toEqual([]);
});

test('every card grid of the home page fills each of its rows on a desktop, none left with a hole', async ({
  page,
}) => {
  const grids = pageBlocks('index').filter((b) => b.type === 'featureGrid' && b.id);
  expect(grids.length).toBeGreaterThan(0);
  await page.goto('/');
  for (const width of [1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { id } of grids) {
      const rows = await page
        .locator(`[id="${id}"] :is(ul, ol)`)
        .first()
        .evaluate((list) => {
          const outer = list.getBoundingClientRect();
          const gap = parseFloat(getComputedStyle(list).columnGap);
          const byTop = new Map<number, { left: number; right: number }[]>();
          for (const li of list.children) {
            const r = li.getBoundingClientRect();
            const top = Math.round(r.top);
            byTop.set(top, [...(byTop.get(top) ?? []), { left: r.left, right: r.right }]);
          }
          return [...byTop.values()].map((cards) => {
            cards.sort((a, b) => a.left - b.left);
            return {
              cards: cards.length,
              startGap: cards[0]!.left - outer.left,
              endGap: outer.right - cards.at(-1)!.right,
              widestGap: Math.max(
                0,
                ...cards.slice(1).map((c, i) => c.left - cards[i]!.right - gap),
              ),
            };
          });
        });
      expect(rows.length, `#${id} at ${width} px`).toBeGreaterThan(1);
      for (const row of rows) {
        expect(row.startGap, `#${id} at ${width} px`).toBeLessThan(1);
        expect(row.endGap, `#${id} at ${width} px`).toBeLessThan(1);
        expect(row.widestGap, `#${id} at ${width} px`).toBeLessThan(1);
      }
    }
  }
});
