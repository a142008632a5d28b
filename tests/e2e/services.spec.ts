import { test, type Page } from '@playwright/test';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  localeWords,
  localized,
  seriousAxeViolations,
  storeConsentChoice,
} from './helpers';
import { portfolioPath } from '../../src/content/portfolio';
import { pageBlocks } from '../site';

const read = (lang: string, ns: string) => localeWords(lang, ns);

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

/** Scrolls the window to a fraction of its scrollable height. */
async function scrollToFraction(page: Page, f: number) {
  await page.evaluate((f) => {
    const el = document.documentElement;
    window.scrollTo(0, Math.floor((el.scrollHeight - window.innerHeight) * f));
  }, f);
}

for (const lang of TEST_LANGUAGES) {
  const url = localized('/services', lang);
  const s = read(lang, 'services');
  const c = read(lang, 'common');

  // The order of the sections and the figures: tests/dist; the detail pages as they open: the
  // sweep (sweep.spec.ts).
  test.describe(`services in ${lang}`, () => {
    test('has the hero buttons, a full service section, the closing call and the stats title', async ({
      page,
    }) => {
      await page.goto(url);
      const hero = page.locator('#hero');
      const prefix = lang === 'en' ? '' : `/${lang}`;
      await expect(hero.getByRole('link', { name: s.actions.bookDemo })).toHaveAttribute(
        'href',
        `${prefix}/book-consultation`,
      );
      await expect(hero.getByRole('link', { name: s.actions.getProposal })).toHaveAttribute(
        'href',
        `${prefix}/contact`,
      );
      await expect(hero.getByRole('link', { name: s.actions.whatsapp })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/212537370000$/,
      );
      const first = page.locator('#branded-websites');
      await expect(first.getByRole('link', { name: s.actions.learnMore })).toHaveAttribute(
        'href',
        `${prefix}/services/web-development`,
      );
      await expect(first.getByRole('link', { name: s.actions.getStarted })).toBeVisible();
      for (const text of [
        s.items.brandedWebsites.tagline,
        s.items.brandedWebsites.benefits['0'],
        s.items.brandedWebsites.industries['0'],
        'WordPress',
      ])
        await expect(first.getByText(text, { exact: true })).toBeVisible();
      await expect(first.locator('[data-pricing]')).toContainText(s.items.brandedWebsites.pricing);
      // The portfolio is a file: its language's PDF, downloaded (tests/dist/portfolio.test.ts).
      const portfolio = page.locator('#get-started').getByRole('link', { name: s.cta.portfolio });
      await expect(portfolio).toHaveAttribute('href', portfolioPath(lang));
      await expect(portfolio).toHaveAttribute('download', /\.pdf$/);
      await expect(page.locator('#stats')).toContainText(s.stats.title);
    });

    test('a deliverables list shows 3 items, the more button reveals the rest, the less button hides them', async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      const section = page.locator('#crm-dashboards');
      const more = section.getByRole('button', {
        name: c.serviceSection.showMore.replace('{{n}}', '2'),
      });
      const list = section.locator(
        `#${await more.getAttribute('aria-controls').then((id) => CSS_ESCAPE(id))}`,
      );
      await expect(list.locator('li')).toHaveCount(3);
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(list.locator('li')).toHaveCount(5);
      await expect(list).toContainText(s.items.crmDashboards.deliverables['4']);
      const less = section.getByRole('button', { name: c.serviceSection.showLess });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await less.click();
      await expect(list.locator('li')).toHaveCount(3);
    });

    test('the FAQ keeps one answer open at a time', async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const section = page.locator('#branded-websites');
      const q0 = section.getByRole('button', { name: s.items.brandedWebsites.faq['0'].q });
      const q1 = section.getByRole('button', { name: s.items.brandedWebsites.faq['1'].q });
      const a0 = section.getByRole('region', { name: s.items.brandedWebsites.faq['0'].q });
      const a1 = section.getByRole('region', { name: s.items.brandedWebsites.faq['1'].q });
      await expect(a0).toBeHidden();
      await q0.click();
      await expect(q0).toHaveAttribute('aria-expanded', 'true');
      await expect(a0).toHaveText(s.items.brandedWebsites.faq['0'].a);
      await q1.focus();
      await page.keyboard.press('Enter');
      await expect(a1).toBeVisible();
      await expect(a0).toBeHidden();
      await expect(q0).toHaveAttribute('aria-expanded', 'false');
      await q1.click();
      await expect(a1).toBeHidden();
      await expect(q1).toHaveAttribute('aria-expanded', 'false');
    });

    test('the sticky bar is hidden at 40%, shown past 50%, and stays closed once dismissed @mobile', async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      const bar = page.locator('[data-sticky-cta]');
      const action = bar.getByRole('link', { name: s.sticky.action });
      await scrollToFraction(page, 0.4);
      await expect(bar).toBeHidden();
      await expect(action).toHaveCount(0); // not in the accessibility tree
      await scrollToFraction(page, 0.55);
      await expect(bar).toBeVisible();
      await expect(action).toBeVisible();
      // keyboard: the close button is reachable and works with Enter
      const close = bar.getByRole('button', { name: c.stickyCta.close });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(bar).toHaveCount(0);
      await scrollToFraction(page, 0.9);
      await scrollToFraction(page, 0.6);
      await expect(bar).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await scrollToFraction(page, 0.8);
      await page.waitForTimeout(300);
      await expect(page.locator('[data-sticky-cta]')).toHaveCount(0);
    });

    test('the sticky bar leaves the footer readable at the bottom of the page @mobile', async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      await scrollToFraction(page, 0.7);
      const bar = page.locator('[data-sticky-cta]');
      await expect(bar).toBeVisible();
      await scrollToFraction(page, 1);
      await page.waitForTimeout(400);
      const footerBottom = await page
        .locator('footer')
        .last()
        .evaluate((f) => f.getBoundingClientRect().bottom);
      const barTop = await bar.evaluate((b) => b.getBoundingClientRect().top);
      expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    });

    test('has no serious axe violations, with the bar shown, and no overflow at 360 px', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(url);
      await hydrated(page);
      const section = page.locator('#saas-cobuild');
      // At 360 px the later services wait behind the page's "Show more" (phoneFolded).
      await page.locator('button[data-phone-show-more][aria-controls~="saas-cobuild"]').click();
      await section.getByRole('button', { name: s.items.saasCobuild.faq['0'].q }).click();
      await section
        .getByRole('button', { name: c.serviceSection.showMore.replace('{{n}}', '2') })
        .click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await scrollToFraction(page, 0.6);
      await expect(page.locator('[data-sticky-cta]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await page.waitForTimeout(400);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

function CSS_ESCAPE(id: string | null): string {
  // useId() ids contain colons or «» characters: escape everything that is not a word character.
  return (id ?? '').replace(/[^\w-]/g, (ch) => `\\${ch}`);
}

test.describe('services folded on a phone', () => {
  const folded = pageBlocks('services')
    .filter((b) => (b as { phoneFolded?: boolean }).phoneFolded)
    .map((b) => b.id!);

  test('the services after the first ones open with "Show more" @phone', async ({ page }) => {
    await page.goto('/services');
    await hydrated(page);
    await expect(page.locator(`#${folded[0]}`)).toBeHidden();
    await page.locator('button[data-phone-show-more][aria-controls~="' + folded[0] + '"]').click();
    for (const id of folded) await expect(page.locator(`#${id}`)).toBeVisible();
  });

  test('an address naming a folded service opens them and shows it @phone', async ({ page }) => {
    await page.goto(`/services#${folded.at(-1)}`);
    await hydrated(page);
    await expect(page.locator(`#${folded.at(-1)}`)).toBeInViewport();
  });
});
