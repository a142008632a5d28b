import fs from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import {
  DIST,
  blockThirdParties,
  expect,
  hydrated,
  seriousAxeViolations,
  watchErrors,
} from './helpers';

/** The cookie banner and preferences against the built site, in English and Arabic. */

const en = JSON.parse(fs.readFileSync('locales/en/consent.json', 'utf8'));
const ar = JSON.parse(fs.readFileSync('locales/ar/consent.json', 'utf8'));
type Words = typeof en;

const banner = (page: Page, w: Words = en) => page.getByRole('region', { name: w.banner.label });
const dialog = (page: Page, w: Words = en) => page.getByRole('dialog', { name: w.dialog.title });

async function stored(page: Page) {
  return page.evaluate(() => ({
    consent: localStorage.getItem('cookieConsent'),
    preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown,
  }));
}

const vitalsEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'web-vitals',
    ),
  );

/** Requests the page makes for the web-vitals chunk, and to any host other than the site. */
function watchRequests(page: Page) {
  const seen = { webVitals: 0, thirdParty: [] as string[] };
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.hostname !== 'localhost') seen.thirdParty.push(r.url());
    if (/\/assets\/web-vitals-[\w-]+\.js$/.test(url.pathname)) seen.webVitals++;
  });
  return seen;
}

async function seed(page: Page, consent: string, preferences: object) {
  await page.addInitScript(
    ([c, p]) => {
      localStorage.setItem('cookieConsent', c);
      localStorage.setItem('cookiePreferences', p);
    },
    [consent, JSON.stringify(preferences)] as const,
  );
}

const focusInDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

test.beforeEach(async ({ page }) => blockThirdParties(page));

test.describe('cookie consent', () => {
  test('the banner appears 1 s after load, not before, and its UI code only then', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const uiChunk: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/ConsentUI-[\w-]+\.js$/.test(r.url())) uiChunk.push(r.url());
    });
    // The fake time at which hydration's effects ran, the consent store's start among them (the
    // app starts after first paint, on a timer of its own, so that instant is not known ahead).
    await page.addInitScript(() => {
      const w = window as Window & { hydratedAt?: number };
      // The document has no <html> yet when this runs: watch the document itself.
      new MutationObserver(() => {
        if (w.hydratedAt === undefined && document.documentElement.dataset.hydrated)
          w.hydratedAt = Date.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.clock.install({ time: new Date('2025-01-06T09:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-06T09:00:01Z'));
    await page.goto('/');
    // Boot needs a few zero-delay timers: let the paused clock creep 1 ms at a time until React
    // has hydrated. The banner's timer starts at that instant.
    const hydratedAt = () =>
      page.evaluate(() => (window as Window & { hydratedAt?: number }).hydratedAt ?? null);
    for (let ms = 0; (await hydratedAt()) === null; ms++) {
      expect(ms, 'the app did not start').toBeLessThan(500);
      await page.clock.runFor(1);
    }
    const elapsed = async () =>
      (await page.evaluate(() => Date.now())) - ((await hydratedAt()) ?? 0);
    await page.waitForTimeout(500);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The prerendered HTML has no banner, and the initial JS does not include its UI.
    const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    // (Its words travel in the page's boot data, a file of its own, ready for when it shows.)
    expect(html).not.toContain(en.banner.label);
    expect(html).not.toMatch(/ConsentUI-[\w-]+\.js/);

    await page.clock.runFor(999 - (await elapsed()));
    await page.waitForTimeout(200); // real time for anything that would wrongly render
    await expect(banner(page)).toHaveCount(0);
    expect(uiChunk).toEqual([]);

    // At 1000 ms the banner is due: its UI code is fetched at once, and it shows once React's
    // own (timer-driven) reveal of the lazily loaded part runs.
    await page.clock.runFor(1);
    await expect.poll(() => uiChunk.length).toBe(1);
    await page.clock.resume();
    await expect(banner(page)).toBeVisible();
    for (const name of [en.banner.rejectAll, en.banner.acceptAll, en.banner.preferences])
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('Accept All stores accepted with every category on; web-vitals report to dataLayer', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const requests = watchRequests(page);
    await page.goto('/about');
    await banner(page).getByRole('button', { name: en.banner.acceptAll }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({
      consent: 'accepted',
      preferences: { necessary: true, analytics: true, marketing: true, functional: true },
    });
    await expect.poll(() => vitalsEvents(page)).not.toEqual([]);
    for (const e of await vitalsEvents(page)) {
      expect(Object.keys(e).sort()).toEqual(['event', 'id', 'name', 'rating', 'value']);
      expect(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']).toContain((e as { name: string }).name);
    }
    expect(requests.webVitals).toBe(1);
    expect(requests.thirdParty).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('Reject All stores rejected with only necessary on; web-vitals never load', async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await page.goto('/about');
    await banner(page).getByRole('button', { name: en.banner.rejectAll }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({
      consent: 'rejected',
      preferences: { necessary: true, analytics: false, marketing: false, functional: false },
    });
    await page.waitForTimeout(500);
    expect(await vitalsEvents(page)).toEqual([]);
    expect(requests.webVitals).toBe(0);

    // The choice holds on the next page load: no banner, and still no analytics.
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
    expect(await vitalsEvents(page)).toEqual([]);
    expect(requests.webVitals).toBe(0);
  });

  test('the Preferences dialog keeps focus, closes on Escape and saves a customized choice', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const open = banner(page).getByRole('button', { name: en.banner.preferences });
    await open.click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);

    // Switches: necessary locked on, the others off by default.
    const switches = d.getByRole('switch');
    await expect(switches).toHaveCount(4);
    await expect(d.getByRole('switch', { name: en.categories.necessary.title })).toBeChecked();
    await expect(d.getByRole('switch', { name: en.categories.necessary.title })).toBeDisabled();
    for (const c of ['analytics', 'marketing', 'functional'] as const)
      await expect(d.getByRole('switch', { name: en.categories[c].title })).not.toBeChecked();

    // Tab and Shift+Tab never reach the page behind (the browser's own UI is the only exit).
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const inside = await focusInDialog(page);
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && document.activeElement !== null,
      );
      expect(inside || !onPage, `Tab ${i + 1} left the dialog`).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      const onPage = await page.evaluate(
        () => document.activeElement !== document.body && document.activeElement !== null,
      );
      expect((await focusInDialog(page)) || !onPage, `Shift+Tab ${i + 1}`).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(d).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toEqual({ consent: null, preferences: null });

    await open.click();
    await d.getByRole('switch', { name: en.categories.analytics.title }).check();
    await d.getByRole('button', { name: en.dialog.save }).click();
    await expect(d).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({
      consent: 'customized',
      preferences: { necessary: true, analytics: true, marketing: false, functional: false },
    });
    await expect.poll(() => vitalsEvents(page)).not.toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a stored choice is loaded on reload: no banner, and its services start', async ({
    page,
  }) => {
    await seed(page, 'customized', {
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    });
    await page.goto('/services');
    await hydrated(page);
    await expect.poll(() => vitalsEvents(page)).not.toEqual([]);
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
  });

  test('a stored choice without analytics keeps web-vitals off', async ({ page }) => {
    const requests = watchRequests(page);
    await seed(page, 'customized', {
      necessary: true,
      analytics: false,
      marketing: true,
      functional: true,
    });
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(1500);
    await expect(banner(page)).toHaveCount(0);
    expect(await vitalsEvents(page)).toEqual([]);
    expect(requests.webVitals).toBe(0);
  });

  test("the footer's cookie-settings button reopens the preferences with the stored choice", async ({
    page,
  }) => {
    const common = JSON.parse(fs.readFileSync('locales/en/common.json', 'utf8'));
    await seed(page, 'accepted', {
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    await page.goto('/contact');
    await hydrated(page);
    const settings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: common.footer.cookieSettings });
    await settings.click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    for (const c of ['necessary', 'analytics', 'marketing', 'functional'] as const)
      await expect(d.getByRole('switch', { name: en.categories[c].title })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(d).toHaveCount(0);
    await expect(settings).toBeFocused();

    await settings.click();
    await d.getByRole('switch', { name: en.categories.analytics.title }).uncheck();
    await d.getByRole('switch', { name: en.categories.functional.title }).uncheck();
    await d.getByRole('button', { name: en.dialog.save }).click();
    await expect(d).toHaveCount(0);
    await expect(settings).toBeFocused();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toEqual({
      consent: 'customized',
      preferences: { necessary: true, analytics: false, marketing: true, functional: false },
    });
  });

  test('corrupt stored preferences count as no consent', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'accepted');
      localStorage.setItem('cookiePreferences', '{broken');
    });
    await page.goto('/');
    // The banner's second counts from hydration, which a loaded machine can push past 5 s; seen
    // failing 2 in 4 under CI load even after hydration (not explained yet).
    await hydrated(page);
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    expect(await vitalsEvents(page)).toEqual([]);
  });

  test('the banner never shifts the layout and has no serious axe violation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.shifts += (e as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift' });
    });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toHaveCSS('position', 'fixed');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('while the banner is open, the end of the page scrolls above it: nothing is hidden under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 740 });
    await page.goto('/');
    await hydrated(page);
    await expect(banner(page)).toBeVisible({ timeout: 15_000 });
    const footer = page.locator('footer').last();
    const words = JSON.parse(fs.readFileSync('locales/en/common.json', 'utf8'));
    const subscribe = footer.getByRole('button', { name: words.footer.subscribe.button });
    // Focus moved there by keyboard, as a visitor tabbing through the footer would.
    await footer.getByLabel(words.footer.subscribe.label).focus();
    await page.keyboard.press('Tab');
    await expect(subscribe).toBeFocused();
    const bannerTop = async () => (await banner(page).boundingBox())!.y;
    const bottomOf = (l: typeof footer) => l.evaluate((e) => e.getBoundingClientRect().bottom);
    expect(await bottomOf(subscribe)).toBeLessThanOrEqual(await bannerTop());
    // Scrolled to the very end, the whole footer sits above the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await bottomOf(footer)).toBeLessThanOrEqual((await bannerTop()) + 1);
    await subscribe.click({ trial: true });
    await banner(page).getByRole('button', { name: en.banner.rejectAll }).click();
    await expect(banner(page)).toHaveCount(0);
    // Waited for as a state: the room is given back with the banner, not read at one instant.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom))
      .toBe('0px');
  });

  test('reduced motion: the banner appears without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const duration = await banner(page).evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(',').every((d) => parseFloat(d) < 0.05)).toBe(true);
  });
});

test.describe('cookie consent in Arabic', () => {
  test('right-to-left banner and dialog in Arabic, on a phone; Reject All works @phone', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const b = banner(page, ar);
    await expect(b).toBeVisible();
    await expect(b).toContainText(ar.banner.text);
    expect(await b.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await expect(b.getByRole('link', { name: ar.banner.policy })).toHaveAttribute(
      'href',
      '/ar/cookies',
    );
    // Fits a 360 px phone: nothing sticks out sideways, every button is on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    for (const name of [ar.banner.rejectAll, ar.banner.acceptAll, ar.banner.preferences]) {
      const box = await b.getByRole('button', { name, exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, name).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await b.getByRole('button', { name: ar.banner.preferences }).click();
    const d = dialog(page, ar);
    await expect(d).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    await expect(d.getByRole('switch', { name: ar.categories.analytics.title })).toBeVisible();
    const box = await d.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(d).toHaveCount(0);
    await expect(b.getByRole('button', { name: ar.banner.preferences })).toBeFocused();

    await b.getByRole('button', { name: ar.banner.rejectAll }).click();
    await expect(b).toHaveCount(0);
    expect(await stored(page)).toEqual({
      consent: 'rejected',
      preferences: { necessary: true, analytics: false, marketing: false, functional: false },
    });
    expect(errors).toEqual([]);
  });

  test('Accept All in Arabic reports web-vitals', async ({ page }) => {
    await page.goto('/ar/about');
    await banner(page, ar).getByRole('button', { name: ar.banner.acceptAll }).click();
    expect((await stored(page)).consent).toBe('accepted');
    await expect.poll(() => vitalsEvents(page)).not.toEqual([]);
  });
});
