import { test, type Page } from '@playwright/test';
import {
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  localeWords,
  localized,
  storeConsentChoice,
  pageBlocks,
  shownFigure,
} from './helpers';
import type { Figure } from '../../src/generated/schema-types';

const words = (lang: string, ns: string) => localeWords(lang, ns);

const PRIVACY_IDS = [
  'privacy-principles',
  'information-collection',
  'data-usage',
  'information-sharing',
  'your-rights',
  'security-measures',
  'cookies-tracking',
  'data-retention',
  'international-transfers',
  'children-privacy',
  'policy-updates',
  'contact-information',
];

/** The table of contents shown at this viewport: the side list or the phone strip. */
const toc = (page: Page) => page.locator('[data-toc]:visible');

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

for (const lang of TEST_LANGUAGES) {
  const common = words(lang, 'common').policy;

  // Accessibility and width as each page opens: the sweep (sweep.spec.ts).
  test.describe(`privacy policy in ${lang}`, () => {
    const url = localized('/privacy-policy', lang);

    test('has the twelve sections in order, with their figures', async ({ page }) => {
      await page.goto(url);
      const ids = await page
        .locator('[data-policy-section]')
        .evaluateAll((els) => els.map((e) => e.id));
      expect(ids).toEqual(PRIVACY_IDS);
      const text = await page.locator('[data-block="policy"]').innerText();
      for (const figure of ['AES-256', 'TLS 1.3', '24/7', '16', '30'])
        expect(text).toContain(figure);
      const links = page.locator('#your-rights a[href$="/contact"]');
      await expect(links).toHaveCount(1);
      await expect(page.locator('#contact-information a[href$="/terms-of-service"]')).toHaveCount(
        1,
      );
    });

    // The phone shows the contents as a strip of its own.
    test('a table-of-contents click scrolls to the section, updates the hash and highlights it @mobile', async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      const link = toc(page).locator('a[href="#data-retention"]');
      await expect(link).not.toHaveAttribute('aria-current');
      await link.click();
      await expect(page).toHaveURL(/#data-retention$/);
      await expect(link).toHaveAttribute('aria-current', 'location');
      await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
      await expect
        .poll(() => page.locator('#data-retention').evaluate((e) => e.getBoundingClientRect().top))
        .toBeLessThan(200);
      await expect(page.locator('#data-retention')).toBeFocused();
    });

    test('the highlight follows scrolling', async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      for (const id of ['information-sharing', 'security-measures']) {
        await page.evaluate((target) => {
          const el = document.getElementById(target)!;
          // Put the section's top at 22% of the window: inside the 20%–30% band.
          window.scrollTo({
            top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.22,
            behavior: 'instant',
          });
        }, id);
        await expect(toc(page).locator(`a[href="#${id}"]`)).toHaveAttribute(
          'aria-current',
          'location',
        );
        await expect(toc(page).locator('[aria-current]')).toHaveCount(1);
      }
    });

    test('Back to Top appears after scrolling and returns to the top', async ({ page }) => {
      await page.goto(url);
      await hydrated(page);
      const button = page.getByRole('button', { name: common.backToTop });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo({ top: 3000, behavior: 'instant' }));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });
  });

  test.describe(`terms of service in ${lang}`, () => {
    const url = localized('/terms-of-service', lang);
    const terms = words(lang, 'terms-of-service');

    test('the side panel: reading progress, the agreement toggle and the download', async ({
      page,
    }) => {
      await test.step('reading progress and the agreement toggle', async () => {
        await test.step('the reading-progress bar reads 0 at the top and 100 at the bottom', async () => {
          await page.goto(url);
          await hydrated(page);
          const bar = page.getByRole('progressbar', { name: common.progress });
          await expect(bar).toHaveAttribute('aria-valuenow', '0');
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          await expect(bar).toHaveAttribute('aria-valuenow', '100');
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expect(bar).toHaveAttribute('aria-valuenow', '0');
        });
        await test.step('the agreement toggle starts off and changes on each click', async () => {
          await page.goto(url);
          await hydrated(page);
          const toggle = page.getByRole('button', { name: common.agreement.accept });
          await expect(toggle).toHaveAttribute('aria-pressed', 'false');
          await toggle.click();
          const accepted = page.getByRole('button', { name: common.agreement.accepted });
          await expect(accepted).toHaveAttribute('aria-pressed', 'true');
          await accepted.click();
          await expect(page.getByRole('button', { name: common.agreement.accept })).toHaveAttribute(
            'aria-pressed',
            'false',
          );
        });
      });
      await test.step('the download button opens the print dialog', async () => {
        await page.goto(url);
        await hydrated(page);
        await page.evaluate(() => {
          (window as unknown as { printed: number }).printed = 0;
          window.print = () => {
            (window as unknown as { printed: number }).printed++;
          };
        });
        await page.getByRole('button', { name: terms.download }).click();
        expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(
          1,
        );
      });
    });

    test('the payment schedule, uptime disclaimer, badges and side-panel buttons', async ({
      page,
    }) => {
      await page.goto(url);
      const payment = page.locator('#payment-terms');
      // The phases' figures as the page lists them, written the page language's way.
      const phases = JSON.stringify(pageBlocks('terms-of-service'));
      const figures = [...phases.matchAll(/"figure":(\{[^}]*\})/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as Figure,
      );
      expect(figures.length).toBeGreaterThan(0);
      for (const f of figures)
        await expect(page.getByText(shownFigure(f, lang), { exact: true }).first()).toBeVisible();
      await expect(payment).toBeVisible();
      await expect(page.locator('#limitations')).toContainText(terms.limits.uptime);
      await expect(toc(page).locator('a[href="#legal-contact"]')).toContainText('24/7');
      await expect(page.locator('#agreement-process ol > li')).toHaveCount(6);
      const start = page.locator('[data-policy-panel]:visible').getByRole('link', {
        name: terms.start,
      });
      await expect(start).toHaveAttribute('href', localized('/book-consultation', lang));
    });
  });

  test.describe(`cookie policy in ${lang}`, () => {
    test('the button reopens the cookie preferences dialog', async ({ page }) => {
      const consent = words(lang, 'consent');
      await page.goto(localized('/cookies', lang));
      await hydrated(page);
      for (const c of ['necessary', 'analytics', 'marketing', 'functional'])
        await expect(page.locator('#cookie-categories')).toContainText(
          words(lang, 'cookies').categories[c].title,
        );
      await page.getByRole('button', { name: common.consent.button }).click();
      const dialog = page.getByRole('dialog', { name: consent.dialog.title });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole('switch', { name: consent.categories.analytics.title }),
      ).not.toBeChecked();
    });
  });
}

test('Learn More shows on hover and on keyboard focus', async ({ page }) => {
  const terms = words('en', 'terms-of-service');
  await page.goto('/terms-of-service');
  await hydrated(page);
  const cards = page.locator('#services-covered [data-policy-card]');
  await expect(cards).toHaveCount(5);
  const action = (i: number) => cards.nth(i).locator('[data-card-action]');
  await expect(action(0)).toHaveCSS('opacity', '0');
  await cards.nth(0).hover();
  await expect(action(0)).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(action(1)).toHaveCSS('opacity', '0');
  await cards.nth(1).getByRole('link', { name: terms.services.learnMore }).focus();
  await expect(action(1)).toHaveCSS('opacity', '1');
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '/services/ai-solutions');
});

test('under reduced motion the table of contents jumps instantly', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/privacy-policy');
  await hydrated(page);
  await page.locator('[data-toc="side"] a[href="#children-privacy"]').click();
  // No animation: the section is in place on the very next frame.
  const top = await page.evaluate(
    () =>
      new Promise<number>((r) =>
        requestAnimationFrame(() =>
          r(document.getElementById('children-privacy')!.getBoundingClientRect().top),
        ),
      ),
  );
  expect(top).toBeLessThan(200);
  await context.close();
});
