import fs from 'node:fs';
import { test } from '@playwright/test';
import {
  LANGUAGES,
  blockThirdParties,
  expect,
  hydrated,
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
 * Every page file in every language: it hydrates without a console error, shows no raw translation
 * key and no English prose outside English, fits a 360 px screen, and (in English and Arabic,
 * desktop and phone) has no serious or critical axe violation.
 */
for (const route of routesOnePerPageFile()) {
  test(`${route} in every language @mobile`, async ({ page }) => {
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
        const boot = JSON.parse((await page.locator('#boot').textContent()) ?? '{}');
        const namespaces: string[] = boot.resolution?.namespaces ?? [];
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
