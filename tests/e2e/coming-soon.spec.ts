import { test, type Locator, type Page } from '@playwright/test';
import {
  classSelector,
  localeWords,
  TEST_LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
  localized,
  pageBlock,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
} from './helpers';

/** docs/site/coming-soon.md: the coming-soon page's countdown and signup, in English and Arabic. */

const T0 = new Date('2025-03-01T08:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

interface Words {
  countdown: { launched: string };
  features: { title: string };
  signup: {
    title: string;
    emailLabel: string;
    submit: string;
    sending: string;
    success: string;
    invalidEmail: string;
  };
}
const words = (lang: string): Words => localeWords(lang, 'coming-soon') as Words;

/** The countdown's length as the editor set it (the spec's 30 days). */
const DAYS = pageBlock('coming-soon', 'countdown').days as number;
const day = (n: number) => String(n).padStart(2, '0');
const FEATURES = pageBlock('coming-soon', 'whats-coming').items.length as number;

const digits = (page: Page) => page.locator('[data-block="countdown"] [data-unit] [data-value]');

/**
 * Opens the page with the browser clock at T0, and stops the clock there once React has
 * hydrated: from then on only `page.clock` moves time. While the page loads, the clock is fixed
 * at T0 (timers still run), so the countdown starts at its full length whenever it mounts.
 */
async function open(page: Page, lang: string) {
  await blockThirdParties(page);
  // The visitor has already answered the cookie banner, which is tested elsewhere.
  await storeConsentChoice(page);
  await page.clock.install({ time: T0 });
  await page.clock.setFixedTime(T0);
  await page.goto(localized('/coming-soon', lang));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  await hydrated(page);
  await page.clock.pauseAt(T0);
  await page.clock.setSystemTime(T0);
}

/** The element's text colour as [r, g, b], whatever colour syntax the stylesheet used. */
async function rgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((el) => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
}

test.describe('prerendered, before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the full countdown and the signup form in the HTML itself', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(digits(page)).toHaveText([day(DAYS), '00', '00', '00']);
    await expect(page.getByLabel(words('en').signup.emailLabel)).toBeVisible();
  });
});

for (const lang of TEST_LANGUAGES) {
  const w = words(lang);

  test.describe(`coming-soon (${lang})`, () => {
    test('the countdown starts at its full length, ticks down every second and stops at zero', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await open(page, lang);
      await expect(digits(page)).toHaveText([day(DAYS), '00', '00', '00']);
      await page.clock.runFor(1000);
      await expect(digits(page)).toHaveText([day(DAYS - 1), '23', '59', '59']);
      await page.clock.runFor(1000);
      await expect(digits(page)).toHaveText([day(DAYS - 1), '23', '59', '58']);
      await page.clock.runFor(58_000);
      await expect(digits(page)).toHaveText([day(DAYS - 1), '23', '59', '00']);
      // The summary screen readers hear changes once a minute, never with the seconds.
      const summary = page.locator(
        `[data-block="countdown"] [role="timer"] ${classSelector('sr-only')}`,
      );
      const atMinute = await summary.textContent();
      await page.clock.runFor(30_000);
      await expect(digits(page)).toHaveText([day(DAYS - 1), '23', '58', '30']);
      await expect(summary).toHaveText(atMinute ?? '');
      await expect(page.locator('[data-block="countdown"] ol')).toHaveAttribute(
        'aria-hidden',
        'true',
      );

      // At the end: zeros, the launched message, and no more ticking.
      await page.clock.fastForward(DAYS * DAY_MS);
      await expect(digits(page)).toHaveText(['00', '00', '00', '00']);
      const status = page.locator('[data-block="countdown"] [role="status"]');
      await expect(status).toHaveText(w.countdown.launched);
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(5000);
      await expect(digits(page)).toHaveText(['00', '00', '00', '00']);
      expect(errors).toEqual([]);
    });

    test('every card of the features grid; an empty field keeps submit disabled; an address without @ shows the red message', async ({
      page,
    }) => {
      await test.step('the signup refuses what is not an address', async () => {
        const errors = watchErrors(page);
        await open(page, lang);
        const email = page.getByLabel(w.signup.emailLabel);
        const submit = page.getByRole('button', { name: w.signup.submit });
        await expect(email).toHaveAttribute('type', 'email');
        await expect(email).toHaveValue('');
        await expect(submit).toBeDisabled();

        await email.fill('amina.example.ma');
        await expect(submit).toBeEnabled();
        await submit.click();
        const message = page.getByText(w.signup.invalidEmail);
        await expect(message).toBeVisible();
        await expect(email).toHaveAttribute('aria-invalid', 'true');
        const messageId = await message.getAttribute('id');
        expect(messageId).toBeTruthy();
        await expect(email).toHaveAttribute('aria-describedby', messageId as string);
        await expect(email).toBeFocused();
        const [r, g, b] = await rgb(message);
        expect(r, 'the message is red').toBeGreaterThan((g as number) + 80);
        expect(r, 'the message is red').toBeGreaterThan((b as number) + 80);
        await page.clock.resume(); // axe needs running timers
        expect(await seriousAxeViolations(page)).toEqual([]);

        await email.fill('');
        await expect(submit).toBeDisabled();
        await expect(message).toBeHidden();
        expect(errors).toEqual([]);
      });
      await test.step('shows every card of the features grid', async () => {
        await open(page, lang);
        const grid = page.locator('[data-block="featureGrid"]');
        await expect(grid.getByRole('heading', { level: 2 })).toHaveText(w.features.title);
        await expect(grid.getByRole('heading', { level: 3 })).toHaveCount(FEATURES);
        await expect(grid.locator('li svg')).toHaveCount(FEATURES);
      });
    });

    test('a valid email loads for 1 s, then thanks the visitor and empties the field', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await open(page, lang);
      const email = page.getByLabel(w.signup.emailLabel);
      await email.fill('amina@example.ma');
      await page.getByRole('button', { name: w.signup.submit }).click();

      const sending = page.getByRole('button', { name: w.signup.sending });
      await expect(sending).toBeDisabled();
      await expect(email).toHaveValue('amina@example.ma');
      await page.clock.runFor(999);
      await expect(sending).toBeDisabled();
      await expect(page.getByText(w.signup.success)).toBeHidden();

      await page.clock.runFor(1);
      await expect(page.getByText(w.signup.success)).toBeVisible();
      await expect(email).toHaveValue('');
      await expect(page.getByRole('button', { name: w.signup.submit })).toBeDisabled();
      await page.clock.resume(); // axe needs running timers
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
