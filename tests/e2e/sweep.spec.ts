import { test } from '@playwright/test';
import {
  LANGUAGES,
  blockThirdParties,
  englishPageRoutes,
  expect,
  hydrated,
  localized,
  seriousAxeViolations,
  watchErrors,
} from './helpers';

/**
 * Every page in every language: it hydrates without a console error, shows no raw translation
 * key, and (in English and Arabic, desktop and phone) has no serious or critical axe violation.
 */
for (const route of englishPageRoutes()) {
  test(`${route} in every language @mobile`, async ({ page }, info) => {
    await blockThirdParties(page);
    const errors = watchErrors(page);
    for (const lang of LANGUAGES) {
      const url = localized(route, lang);
      await page.goto(url);
      await hydrated(page);
      await expect(page.locator('html'), url).toHaveAttribute('lang', lang);
      const text = await page.locator('body').innerText();
      expect(text, `${url} shows a raw translation key`).not.toMatch(
        /\b[a-z][a-z0-9-]*:[a-zA-Z]+\.[a-zA-Z.]+/,
      );
      if (lang === 'en' || lang === 'ar' || info.project.name === 'desktop') {
        if (lang === 'en' || lang === 'ar')
          expect(await seriousAxeViolations(page), url).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
  });
}
