import site from '../../site.json' with { type: 'json' };
import { test, type Locator, type Page } from '@playwright/test';
import {
  localeWords,
  TEST_LANGUAGES,
  arriveInApp,
  builtClass,
  blockThirdParties,
  expect,
  hydrated,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';
import { shownTestimonials, testimonialsPage, type ShownTestimonial } from '../collections';

/** docs/site/testimonials.md: list, story, detail, error and not-found texts, 2 results + N. */

type Words = {
  list: Record<string, string> & { stats: Record<string, string> };
  story: Record<string, string>;
  detail: Record<string, string> & { cta: Record<string, string> };
};
type Item = ShownTestimonial;
type File = {
  hero: { stats: Record<string, Figure> };
  categories: string[];
  industries: string[];
  testimonials: Item[];
};

const words = (lang: string) => localeWords(lang, 'testimonials') as Words;
const file = (lang: string): File => ({
  ...(testimonialsPage(lang) as Omit<File, 'testimonials'>),
  testimonials: shownTestimonials('testimonials', 'testimonialList', lang),
});

/** The page's words and the testimonials, in any language. */
const CONTENT = /\/content\/testimonials(-page)?(\.[a-z]{2})?\.json$/;

/** A plural word from the locale file, as i18next picks it. */
const plural = (lang: string, set: Record<string, string>, key: string, n: number) =>
  set[`${key}_${new Intl.PluralRules(lang).select(n)}`] ?? set[`${key}_other`]!;

/**
 * docs/site/testimonials.md#filters: case-insensitive substring over clientName, clientCompany,
 * testimonial, projectType.
 */
const oracle = (items: Item[], term: string) =>
  items
    .filter((t) =>
      [t.clientName, t.clientCompany, t.testimonial, t.projectType].some((f) =>
        f.toLocaleLowerCase().includes(term.toLocaleLowerCase()),
      ),
    )
    .map((t) => t.id);

/** The avatar's initials: first letters of the first and last words of the name. */
const initials = (name: string) => {
  const w = name.split(/\s+/).filter(Boolean);
  return (w[0]![0]! + (w.length > 1 ? w[w.length - 1]![0]! : '')).toLocaleUpperCase();
};

const ids = (list: Locator) =>
  list.evaluateAll((els) => els.map((e) => e.getAttribute('data-testimonial-card')));
const cards = (page: Page, where: string) => page.locator(`${where} [data-testimonial-card]`);
const openButton = (page: Page, id: string) =>
  page.locator(`[data-results] [data-open-story="${id}"]`);
/** The sheet has risen and no transition still moves it. */
const sheetAtRest = (dialog: Locator) =>
  dialog.evaluate(
    (el, risen) => new RegExp(risen).test(el.className) && el.getAnimations().length === 0,
    builtClass('translate-y-0').source,
  );
const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

/** Until release() is called, the testimonials file is held back (the loading state stays). */
async function holdContent(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(CONTENT, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of TEST_LANGUAGES) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const t = words(lang);
  const data = file(lang);
  const all = data.testimonials;
  const total = all.length;
  const featured = all.filter((x) => x.featured).map((x) => x.id);
  const showing = (shown: number) =>
    plural(lang, t.list, 'showing', total)
      .replace('{{shown}}', String(shown))
      .replace('{{count}}', String(total));

  async function openList(page: Page) {
    await page.goto(`${prefix}/testimonials`);
    await hydrated(page);
    await expect(cards(page, '[data-results]')).toHaveCount(total);
  }

  test.describe(`testimonials list in ${lang}`, () => {
    test('loading state, then stats, featured stories and every card', async ({ page }) => {
      const errors = watchErrors(page);
      const release = await holdContent(page);
      await arriveInApp(page, `${prefix}/testimonials`);
      await expect(page.locator('[data-count]')).toHaveText(t.list.loading!);
      await expect(page.locator('[data-skeleton]').first()).toBeVisible();
      await expect(page.locator('[data-stats]')).toHaveAttribute('aria-busy', 'true');
      await expect(page.locator('[data-testimonial-list="loading"]')).toHaveCount(1);
      release();

      await expect(cards(page, '[data-results]')).toHaveCount(total);
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      await expect(page.locator('[data-count]')).toHaveText(showing(total));
      await expect(page.locator('[data-stats]')).toHaveAttribute('aria-busy', 'false');
      for (const [key, value] of Object.entries(data.hero.stats)) {
        await expect(page.locator(`[data-stat="${key}"]`)).toHaveText(shownFigure(value, lang));
        await expect(page.getByText(t.list.stats[key]!, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: t.list.featured, exact: true })).toBeVisible();
      expect(await ids(cards(page, '[data-featured]'))).toEqual(featured);
      expect(await ids(cards(page, '[data-results]'))).toEqual(all.map((x) => x.id));
      expect(errors).toEqual([]);
    });

    test('search, category and industry filters, count, empty state and clearing the filters', async ({
      page,
    }) => {
      await openList(page);
      const search = page.getByRole('searchbox', { name: t.list.searchLabel });
      const category = page.getByRole('combobox', { name: t.list.categoryLabel });
      const industry = page.getByRole('combobox', { name: t.list.industryLabel });
      const results = cards(page, '[data-results]');
      const expectShown = async (expected: string[]) => {
        // The list follows the box as a deferred render: wait for these very cards, since the
        // previous filter may have shown as many.
        await expect.poll(() => ids(results)).toEqual(expected);
        await expect(page.locator('[data-count]')).toHaveText(showing(expected.length));
        await expect(page.locator('[data-featured]')).toHaveCount(0);
      };

      // One term from each searched field, in the other letter case where the script has one.
      const fintech = all.find((x) => x.clientName === '')!;
      const bySlice = fintech.testimonial.slice(8, 28);
      const terms = [
        all[0]!.clientName.split(' ')[0]!.toLocaleUpperCase(), // clientName
        all[2]!.clientCompany.toLocaleLowerCase(), // clientCompany
        bySlice.toLocaleUpperCase(), // testimonial
        all[1]!.projectType.toLocaleUpperCase(), // projectType
      ];
      // The testimonial term is in no other searched field of its item: that field is searched.
      expect(
        [fintech.clientName, fintech.clientCompany, fintech.projectType].some((f) =>
          f.toLocaleLowerCase().includes(bySlice.toLocaleLowerCase()),
        ),
      ).toBe(false);
      for (const term of terms) {
        const expected = oracle(all, term);
        expect(expected.length, term).toBeGreaterThan(0);
        expect(expected.length, term).toBeLessThan(total);
        await search.fill(term);
        await expectShown(expected);
      }
      // Surrounding spaces do not count.
      await search.fill(`  ${terms[0]}  `);
      await expectShown(oracle(all, terms[0]!));
      await search.fill('');
      await expect(results).toHaveCount(total);
      expect(await ids(cards(page, '[data-featured]'))).toEqual(featured);

      // The selects list the file's categories and industries after "All".
      await expect(category.locator('option')).toHaveText([
        t.list.allCategories!,
        ...data.categories,
      ]);
      await expect(industry.locator('option')).toHaveText([
        t.list.allIndustries!,
        ...data.industries,
      ]);
      const cat = all[1]!.category;
      await category.selectOption(cat);
      await expectShown(all.filter((x) => x.category === cat).map((x) => x.id));
      await category.selectOption('all');
      const ind = all.find((x) => x.id === 'sahara-tours-website')!.clientIndustry;
      await industry.selectOption(ind);
      await expectShown(all.filter((x) => x.clientIndustry === ind).map((x) => x.id));
      const webCat = all.find((x) => x.id === 'sahara-tours-website')!.category;
      await category.selectOption(webCat);
      await expectShown(['sahara-tours-website']);

      await search.fill('zzz no such client anywhere');
      await expect(results).toHaveCount(0);
      await expect(page.locator('[data-count]')).toHaveText(showing(0));
      await expect(page.getByText(t.list.emptyTitle!, { exact: true })).toBeVisible();
      await expect(page.getByText(t.list.emptyText!, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: t.list.clear, exact: true }).click();
      await expect(search).toHaveValue('');
      await expect(category).toHaveValue('all');
      await expect(industry).toHaveValue('all');
      await expect(results).toHaveCount(total);
      await expect(page.locator('[data-empty]')).toHaveCount(0);
      await expect(page.locator('[data-count]')).toHaveText(showing(total));
      expect(await ids(cards(page, '[data-featured]'))).toEqual(featured);
    });

    test('cards: initials, the anonymous placeholder, two results and the count of the rest', async ({
      page,
    }) => {
      await openList(page);
      for (const item of all) {
        const card = page.locator(`[data-results] [data-testimonial-card="${item.id}"]`);
        const anonymous = item.clientName === '';
        await expect(card.locator('[data-avatar]')).toHaveText(
          anonymous
            ? Array.from(t.story.anonymous!)[0]!.toLocaleUpperCase()
            : initials(item.clientName),
        );
        await expect(card.locator('[data-open-story]')).toHaveText(
          anonymous ? t.story.anonymous! : item.clientName,
        );
        const more = item.results.length - 2;
        await expect(card.locator('[data-card-results] li')).toHaveText([
          ...item.results.slice(0, 2),
          ...(more > 0
            ? [plural(lang, t.list, 'moreResults', more).replace('{{count}}', String(more))]
            : []),
        ]);
      }
      // The data has both: a card with one more result and one with two more.
      expect(new Set(all.map((x) => x.results.length))).toEqual(new Set([3, 4]));
      expect(all.filter((x) => x.clientName === '')).toHaveLength(1);
    });

    test('a card opens its story in a bottom sheet: Escape, backdrop, scroll lock, focus trap @mobile', async ({
      page,
    }) => {
      await openList(page);
      const item = all.find((x) => x.id === 'benali-logistics-ai')!;
      const button = openButton(page, item.id);
      const dialog = page.getByRole('dialog');
      const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
      const before = await overflow();

      await button.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(item.clientCompany);
      await expect(dialog.locator('[data-full-story]')).toHaveText(item.fullTestimonial);
      for (const r of item.results)
        await expect(dialog.getByText(r, { exact: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.story.share, exact: true })).toBeVisible();
      await expect(dialog.getByRole('link', { name: t.story.openPage })).toHaveAttribute(
        'href',
        `${prefix}/testimonials/${item.id}`,
      );
      await expect(focusInDialog(page)).resolves.toBe(true);

      // Page scroll is locked: the body does not overflow, and the wheel over the backdrop
      // does not move the page.
      expect(await overflow()).toBe('hidden');
      const y = await page.evaluate(() => window.scrollY);
      await page.mouse.move(5, 5);
      await page.mouse.wheel(0, 800);
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(y);

      // Tab and Shift+Tab stay inside the sheet.
      const stops = await dialog.locator('a[href], button:not([disabled])').count();
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
      for (let i = 0; i < stops + 2; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInDialog(page)).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      expect(await overflow()).toBe(before);

      // The backdrop (above the sheet) closes it too; the close button as well.
      await button.click();
      await expect(dialog).toBeVisible();
      await page.locator('[data-sheet-backdrop]').click({ position: { x: 10, y: 10 } });
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
      await button.click();
      // The close button rides on the sheet: pressed while the sheet still slides up, the
      // press and the release land on different elements and the browser sends no click at all
      // (the CI failure of 2026-11-26). A visitor presses a button that has stopped moving.
      await expect(dialog).toBeVisible();
      await expect.poll(() => sheetAtRest(dialog)).toBe(true);
      await dialog.getByRole('button', { name: t.story.close, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      expect(await overflow()).toBe(before);
      // Closed, the same wheel scrolls the page again (so the check above can fail).
      const closedY = await page.evaluate(() => window.scrollY);
      await page.mouse.move(5, 5);
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(closedY);
    });

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('Share Story without native sharing copies the story link and says so', async ({
        page,
      }) => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
          const copied: string[] = [];
          (window as unknown as { copied: string[] }).copied = copied;
          Object.defineProperty(Navigator.prototype, 'clipboard', {
            value: { writeText: async (text: string) => void copied.push(text) },
          });
        });
        await openList(page);
        const alerts: string[] = [];
        page.on('dialog', (d) => {
          alerts.push(`${d.type()}: ${d.message()}`);
          void d.accept();
        });
        const item = all[0]!;
        await openButton(page, item.id).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t.story.share, exact: true })
          .click();
        await expect.poll(() => alerts).toEqual([`alert: ${t.story.copied}`]);
        const origin = new URL(page.url()).origin;
        expect(
          await page.evaluate(() => (window as unknown as { copied: string[] }).copied),
        ).toEqual([`${origin}${prefix}/testimonials/${item.id}`]);
        // The alert does not close the sheet.
        await expect(page.getByRole('dialog')).toBeVisible();
      });
    }

    // The same code in every language: its behaviour is tested once, in English; the
    // other languages' words are the lint's, their layout the sweep's.
    if (lang === 'en') {
      test('Share Story uses the device share sheet where there is one', async ({ page }) => {
        await page.addInitScript(() => {
          const shared: unknown[] = [];
          (window as unknown as { shared: unknown[] }).shared = shared;
          Object.defineProperty(Navigator.prototype, 'share', {
            value: async (d: unknown) => void shared.push(d),
          });
        });
        await openList(page);
        let alerted = false;
        page.on('dialog', (d) => {
          alerted = true;
          void d.dismiss();
        });
        const item = all[2]!;
        await openButton(page, item.id).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t.story.share, exact: true })
          .click();
        const origin = new URL(page.url()).origin;
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
          .toEqual([
            {
              title: item.clientCompany,
              text: item.testimonial,
              url: `${origin}${prefix}/testimonials/${item.id}`,
            },
          ]);
        expect(alerted).toBe(false);
      });
    }

    test('a failed request and a 404 answer show the error message; Try again then shows the list', async ({
      page,
    }) => {
      for (const failure of ['a failed request', 'a 404 answer'] as const) {
        await page.route(CONTENT, (route) =>
          failure === 'a failed request'
            ? route.abort('internetdisconnected')
            : route.fulfill({ status: 404, body: 'Not found' }),
        );
        await arriveInApp(page, `${prefix}/testimonials`);
        await expect(page.getByRole('alert')).toHaveText(t.story.error!);
        await expect(page.locator('[data-testimonials-error]')).toBeVisible();
        await expect(page.locator('[data-testimonial-card]')).toHaveCount(0);
        await page.unroute(CONTENT);
        await page.getByRole('button', { name: t.story.retry, exact: true }).click();
        await expect(cards(page, '[data-results]')).toHaveCount(total);
        await expect(page.locator('[data-testimonials-error]')).toHaveCount(0);
        await expect(page.locator('[data-count]')).toHaveText(showing(total));
      }
    });

    // The list as it opens is in the sweep (sweep.spec.ts): here the open sheet.
    test('the open sheet has no serious accessibility problem and fits 360 px @phone', async ({
      page,
    }) => {
      await openList(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await openButton(page, all[0]!.id).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // The sheet slides up (300 ms): wait until it has risen before checking colours.
      await expect(page.getByRole('dialog')).toHaveClass(builtClass('translate-y-0'));
      await page
        .getByRole('dialog')
        .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(
        await page.getByRole('dialog').evaluate((el) => el.scrollWidth <= el.clientWidth),
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  });

  test.describe(`testimonial detail in ${lang}`, () => {
    const item = all.find((x) => x.id === 'clinique-annour-crm')!;
    // The home page shows the testimonials already: the story would need no loading from there.
    const open = (page: Page) => arriveInApp(page, `${prefix}/testimonials/${item.id}`, '/about');

    test('shows loading, then the full story with links to contact and services', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const release = await holdContent(page);
      await open(page);
      await expect(page.locator('[data-testimonial-loading]')).toBeVisible();
      await expect(
        page.locator('[data-testimonial-loading]').and(page.getByRole('status')),
      ).toContainText(t.detail.loading!);
      release();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.clientCompany);
      await expect(page.locator('[data-testimonial-loading]')).toHaveCount(0);
      await expect(page).toHaveTitle(`${item.clientCompany} | ${site.name}`);
      await expect(page.locator('[data-full-story]')).toHaveText(item.fullTestimonial);
      for (const r of item.results) await expect(page.getByText(r, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.story.share, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.detail.cta.title })).toBeVisible();
      await expect(page.getByText(t.detail.cta.text!, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('link', { name: t.detail.cta.contact, exact: true }),
      ).toHaveAttribute('href', `${prefix}/contact`);
      await expect(
        page.getByRole('link', { name: t.detail.cta.services, exact: true }),
      ).toHaveAttribute('href', `${prefix}/services`);
      await expect(page.getByRole('link', { name: t.detail.back })).toHaveAttribute(
        'href',
        `${prefix}/testimonials`,
      );
      expect(errors).toEqual([]);
    });

    test('the anonymous story shows the placeholder name and letter; an unknown id shows the not-found view with a back button', async ({
      page,
    }) => {
      await test.step('the anonymous story', async () => {
        const anon = all.find((x) => x.clientName === '')!;
        await page.goto(`${prefix}/testimonials/${anon.id}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(anon.clientCompany);
        await expect(page.locator('[data-story] [data-avatar]')).toHaveText(
          Array.from(t.story.anonymous!)[0]!.toLocaleUpperCase(),
        );
        await expect(page.locator('[data-story] header')).toContainText(t.story.anonymous!);
      });
      await test.step('an unknown id (through the 404 page)', async () => {
        const response = await page.goto(`${prefix}/testimonials/nope`);
        expect(response?.status()).toBe(404);
        await hydrated(page);
        const view = page.locator('[data-testimonial-not-found]');
        await expect(view.getByRole('heading', { level: 1 })).toHaveText(t.detail.notFoundTitle!);
        await expect(view.getByText(t.detail.notFound!, { exact: true })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${prefix}/testimonials/nope$`));
        const back = view.getByRole('link', { name: t.detail.back });
        await expect(back).toHaveAttribute('href', `${prefix}/testimonials`);
        await back.click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/testimonials$`));
        await expect(cards(page, '[data-results]')).toHaveCount(total);
      });
    });

    test('a failed request shows the error message and Try again recovers', async ({ page }) => {
      await page.route(CONTENT, (route) => route.abort('internetdisconnected'));
      await open(page);
      await expect(page.getByRole('alert')).toHaveText(t.story.error!);
      await page.unroute(CONTENT);
      await page.getByRole('button', { name: t.story.retry, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.clientCompany);
    });
    // A story page's accessibility and width: the sweep opens one.
  });
}
