import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { words } from '../../../cms/server/words.ts';
import { readConfig } from '../../../cms/server/config.ts';
import { seriousAxeViolations } from '../../e2e/helpers.ts';
import { validFields } from '../http.ts';
import { ACCOUNTS } from './where.ts';

/** The service's default: the site's own address (`site.json` → `url`) may post leads. */
const SITE_ORIGIN = readConfig({}).siteOrigins[0]!;
const { name: USER, password: PASSWORD } = ACCOUNTS.editor;

test('a person logs in by keyboard, finds a lead in the inbox and marks it handled', async ({
  page,
  request,
}) => {
  const key = randomUUID();
  const name = `Salma ${key.slice(0, 6)}`;
  const posted = await request.post('/leads', {
    headers: { origin: SITE_ORIGIN, 'idempotency-key': key },
    data: { form: 'contact', idempotencyKey: key, fields: { ...validFields('contact'), name } },
  });
  expect(posted.status()).toBe(200);

  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/login\?next=%2Finbox$/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The skip link first, then the form's fields in order; Enter sends it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: words.skipToContent })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(words.login.name)).toBeFocused();
  await page.keyboard.type(USER);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(words.login.password)).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: words.inbox.title })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: words.nav.label })
      .getByRole('link', { name: words.nav.inbox }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: words.inbox.markHandled }).click();
  await expect(page.getByRole('button', { name: words.inbox.markOpen })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
