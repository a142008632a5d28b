import { test, type Page } from '@playwright/test';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  literal,
  localeWords,
  localized,
  seriousAxeViolations,
  storeConsentChoice,
} from './helpers';

type Tree = { [key: string]: string | Tree };
const words = (lang: string, ns: string): Tree => localeWords(lang, ns) as Tree;
const at = (tree: Tree, path: string): string => {
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
};

/**
 * Solutions section ids and starting prices, per product key
 * (docs/site/solutions.md#starting-prices).
 */
const PRODUCTS = [
  { key: 'crm', id: 'atlas-crm', price: '$29' },
  { key: 'ai', id: 'atlas-ai', price: '$99' },
  { key: 'automation', id: 'atlas-automation', price: '$49' },
  { key: 'analytics', id: 'atlas-analytics', price: '$79' },
  { key: 'forms', id: 'atlas-forms', price: '$19' },
  { key: 'scheduler', id: 'atlas-scheduler', price: '$39' },
  { key: 'chat', id: 'atlas-chat', price: '$29' },
];

const AUDIENCES = [
  { route: '/solutions/business', products: ['atlas-crm', 'atlas-analytics', 'atlas-forms'] },
  { route: '/solutions/tech', products: ['atlas-ai', 'atlas-automation'] },
  { route: '/solutions/team', products: ['atlas-scheduler', 'atlas-chat'] },
];

async function noOverflowAt360(page: Page, url: string, lang: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(url);
  await hydrated(page);
  // Open every "Show N more" so the longest lists are measured too (each click turns its
  // button into "Show less", so the first remaining one is always a new one).
  const [before, after] = at(words(lang, 'common'), 'serviceSection.showMore').split('{{n}}');
  // The words are text, not a pattern: a translation may put the number in brackets.
  const showMore = page.getByRole('button', {
    name: new RegExp(`^${literal(before)}\\d+${literal(after)}$`),
  });
  const total = await showMore.count();
  expect(total, 'every product has more than three deliverables').toBeGreaterThan(0);
  for (let left = total; left > 0; left--) await showMore.first().click();
  await expect(showMore).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${url} is ${width}px wide at 360px`).toBeLessThanOrEqual(360);
}

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of TEST_LANGUAGES) {
  const url = localized('/solutions', lang);
  const t = words(lang, 'solutions');
  const common = words(lang, 'common');

  // The order of the sections and the figures: tests/dist; the pages as they open: the sweep.
  test.describe(`solutions in ${lang}`, () => {
    test('each product address (#atlas-…) scrolls to its section, with its price, demo and four FAQs', async ({
      page,
    }) => {
      for (const product of PRODUCTS) {
        await page.goto(`${url}#${product.id}`);
        await hydrated(page);
        const section = page.locator(`#${product.id}`);
        await expect(section.locator('h2').first()).toBeInViewport();
        // The hash scrolled the page: the section starts at the top (below the fixed header).
        const top = await section.evaluate((el) => el.getBoundingClientRect().top);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        expect(Math.abs(top)).toBeLessThan(160);
        await expect(section.locator('h2').first()).toHaveText(
          at(t, `products.${product.key}.title`),
        );
        const pricing = at(t, `products.${product.key}.pricing`);
        // The agency's price ("$29"): English writes it so; other languages write the same amount
        // their own way ("29 $", "29 دولارًا"), so the amount is what they must keep.
        if (lang === 'en') expect(pricing).toContain(product.price);
        else expect(pricing).toMatch(new RegExp(`(^|\\D)${product.price.replace('$', '')}(\\D|$)`));
        await expect(section).toContainText(pricing);
        await expect(section).toContainText(at(common, 'serviceSection.demoText'));
        for (const n of ['0', '1', '2', '3']) {
          await expect(
            section.getByRole('button', {
              name: at(t, `products.${product.key}.faq.${n}.q`),
              exact: true,
            }),
          ).toBeVisible();
        }
        await expect(section.locator('[aria-controls][aria-expanded]')).not.toHaveCount(0);
        await expect(
          // Each button also says which product it is about (to screen readers and crawlers).
          section.getByRole('link', {
            // The language's own dash or brackets (common:phrase.aside).
            name: at(words(lang, 'common'), 'phrase.aside')
              .replace('{{label}}', at(t, 'actions.getStarted'))
              .replace('{{aside}}', at(t, `products.${product.key}.title`)),
            exact: true,
          }),
        ).toHaveAttribute('href', localized('/contact', lang));
      }
    });

    test('the closing call offers the trial and the demos; no serious accessibility violation once the sticky bar shows', async ({
      page,
    }) => {
      await test.step('accessibility with the sticky bar shown', async () => {
        await page.goto(url);
        await hydrated(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(400);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
      await test.step('the closing call', async () => {
        await page.goto(url);
        const cta = page.locator('#get-started');
        await expect(
          cta.getByRole('link', { name: at(t, 'actions.startTrial'), exact: true }),
        ).toHaveAttribute('href', localized('/contact', lang));
        await expect(
          cta.getByRole('link', { name: at(t, 'actions.viewDemos'), exact: true }),
        ).toHaveAttribute('href', localized('/book-consultation', lang));
        await expect(page.locator('#faq').getByRole('button')).toHaveCount(5);
      });
    });

    test('does not overflow at 360 px with every list unfolded', async ({ page }) => {
      await noOverflowAt360(page, url, lang);
    });

    test('each audience page shows its products, and fits 360 px with every list unfolded', async ({
      page,
    }) => {
      for (const audience of AUDIENCES) {
        const ns = words(lang, `solution-${audience.route.split('/').pop()}`);
        const audienceUrl = localized(audience.route, lang);
        await page.goto(audienceUrl);
        await hydrated(page);
        await expect(page.locator('h1')).toContainText(at(ns, 'hero.title'));
        await expect(page.locator('#why')).toContainText(at(ns, 'features.title'));
        for (const id of audience.products) {
          const product = PRODUCTS.find((p) => p.id === id)!;
          await expect(page.locator(`#${id}`)).toContainText(
            at(words(lang, 'solutions'), `products.${product.key}.pricing`),
          );
        }
        await expect(
          page
            .locator('#get-started')
            .getByRole('link', { name: at(t, 'actions.startTrial'), exact: true }),
        ).toHaveAttribute('href', localized('/contact', lang));
        await noOverflowAt360(page, audienceUrl, lang);
      }
    });
  });
}
