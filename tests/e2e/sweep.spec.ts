import fs from 'node:fs';
import { test, type Page } from '@playwright/test';
import {
  LANGUAGES,
  blockThirdParties,
  builtBoot,
  expect,
  hydrated,
  localeWords,
  localized,
  routesOnePerPageFile,
  seriousAxeViolations,
  storeConsentChoice,
  watchErrors,
} from './helpers';

/** English sentences (three words or more) of a namespace: none may show on another language's page. */
function englishProse(ns: string): string[] {
  const file = `locales/en/${ns}.json`;
  if (!fs.existsSync(file)) return [];
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.trim().split(/\s+/).length >= 3 && !v.includes('{{')) out.push(v);
    } else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(JSON.parse(fs.readFileSync(file, 'utf8')));
  return out;
}

/**
 * What a visitor does on any page, so that the CSP and error checks cover more than the first
 * render: open the navigation (the phone menu, or the first desktop menu), the cookie preferences
 * from the footer, and send each form empty (its own validation messages appear). Each step runs
 * only where the page has that part (the Coming soon page has no site header, for one).
 */
async function exercise(page: Page, lang: string, url: string): Promise<string[]> {
  const done: string[] = [];
  const common = localeWords(lang, 'common');
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) {
    const opener = page.locator('header').getByRole('button', { name: common.nav.openMenu });
    if (await opener.count()) {
      await opener.click();
      await expect(page.locator('header dialog[open] nav'), `${url}: phone menu`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('header dialog[open]'), `${url}: phone menu`).toHaveCount(0);
      done.push('menu');
    }
  } else {
    const menu = page.locator('header nav button[aria-expanded]').first();
    if (await menu.count()) {
      await menu.click();
      await expect(menu, `${url}: desktop menu`).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(menu, `${url}: desktop menu`).toHaveAttribute('aria-expanded', 'false');
      done.push('menu');
    }
  }
  const settings = page
    .locator('footer')
    .getByRole('button', { name: common.footer.cookieSettings });
  if (await settings.count()) {
    // By keyboard: a sticky bar that slides in at the bottom could take a mouse click meant for
    // the footer (seen once on /testimonials on a loaded machine).
    await settings.focus();
    await page.keyboard.press('Enter');
    // The consent UI's code is fetched on this first use.
    await expect(page.locator('dialog[open]'), `${url}: cookie preferences`).toBeVisible({
      timeout: 10_000,
    });
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]'), `${url}: cookie preferences`).toHaveCount(0);
    done.push('consent');
  }
  const forms = page.locator('#root form[novalidate]');
  for (let i = 0; i < (await forms.count()); i++) {
    const send = forms.nth(i).locator('button[type="submit"]');
    if (!(await send.isVisible()) || (await send.isDisabled())) continue;
    await send.click();
    await expect(
      forms.nth(i).locator('[aria-invalid="true"]').first(),
      `${url}: an empty form says what is missing`,
    ).toBeVisible();
    done.push('form');
  }
  return done;
}

/**
 * Every page file in every language: it hydrates without a console error, shows no raw translation
 * key and no English prose outside English, fits a 360 px screen, (in English and Arabic, desktop
 * and phone) has no serious or critical axe violation, and survives a visitor's clicks (exercise)
 * with no CSP violation and no error.
 */
for (const route of routesOnePerPageFile()) {
  test(`${route} in every language @mobile`, async ({ page }) => {
    // Six visits with axe and a visitor's clicks: 20–31 s on a loaded two-core machine. One test
    // per language was tried and took three times as long in all (each starts a cold browser
    // cache), so the languages share a test with a limit to match.
    test.setTimeout(150_000);
    await blockThirdParties(page);
    // The consent banner slides in after 1 s and would be measured mid-animation; it has its
    // own accessibility checks in consent.spec.ts.
    await storeConsentChoice(page);
    const errors = watchErrors(page);
    // Served with the production headers (scripts/lib/headers.ts): any Content Security Policy
    // violation is recorded by the page itself.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    for (const lang of LANGUAGES) {
      const url = localized(route, lang);
      const response = await page.goto(url);
      expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'");
      await hydrated(page);
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
      const text = await page.locator('body').innerText();
      expect(text, `${url} shows a raw translation key`).not.toMatch(
        /\b[a-z][a-z0-9-]*:[a-zA-Z]+\.[a-zA-Z.]+/,
      );
      if (lang !== 'en') {
        const namespaces = builtBoot(url).resolution.namespaces ?? [];
        const leftovers = namespaces.flatMap(englishProse).filter((s) => text.includes(s));
        expect(leftovers, `${url} shows English prose`).toEqual([]);
      }
      if (lang === 'en' || lang === 'ar') expect(await seriousAxeViolations(page), url).toEqual([]);
      // The narrowest phone we support: nothing may stick out sideways, in any language.
      const size = page.viewportSize();
      await page.setViewportSize({ width: 360, height: 780 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, `${url} is wider than a 360 px screen`).toBeLessThanOrEqual(360);
      if (size) await page.setViewportSize(size);
      const done = await exercise(page, lang, url);
      test.info().annotations.push({ type: 'exercised', description: `${url}: ${done.join(' ')}` });
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
        `${url} violates the Content Security Policy`,
      ).toEqual([]);
    }
    expect(
      errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e)),
    ).toEqual([]);
  });
}
