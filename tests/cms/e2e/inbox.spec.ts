import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { uiText as words } from '../../../cms/server/interfaceText.ts';
import { readConfig } from '../../../cms/http/config.ts';
import { MIN_FILL_MS } from '../../../src/forms/minFill.ts';
import {
  hydrated,
  localeWords,
  seriousAxeViolations,
  storeConsentChoice,
} from '../../e2e/helpers.ts';
import { validFields } from '../http.ts';
import { attachmentOf } from '../smtp.ts';
import { builtSite, leadsFront, mailbox, serveSite } from './site.ts';
import { ACCOUNTS, serviceOf, type Database } from './where.ts';

/*
 * The inbox, on each project's database (the embedded one, then PostgreSQL): a person reaches it
 * by keyboard; a visitor's contact form, sent from the built site, arrives exactly once in the
 * inbox, the CSV export and the team's mail, although the answer to its first attempt was lost
 * and the site sent it again.
 */

/** The service's default: the site's own address (`site.json` → `url`) may post leads. */
const SITE_ORIGIN = readConfig({}).siteOrigins[0]!;
const { name: USER, password: PASSWORD } = ACCOUNTS.editor;
const serviceNow = () => serviceOf(test.info().project.name as Database);

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(words.login.name).fill(USER);
  await page.getByLabel(words.login.password).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a person logs in by keyboard, finds a lead in the inbox and marks it handled', async ({
  page,
  request,
}) => {
  const key = randomUUID();
  const name = `Salma ${key.slice(0, 6)}`;
  const posted = await request.post('/leads', {
    headers: { origin: SITE_ORIGIN, 'idempotency-key': key },
    data: {
      form: 'contact',
      idempotencyKey: key,
      elapsedMs: 60_000,
      fields: { ...validFields('contact'), name },
    },
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

test('a contact form sent on the built site reaches the inbox, the CSV and the mail once, though its first answer was lost', async ({
  browser,
  page,
}) => {
  // The site's build, on the first run for this commit (later runs reuse it).
  test.setTimeout(600_000);
  const service = serviceNow();
  const seconds: string[] = [];
  let t = Date.now();
  const step = (what: string) => {
    seconds.push(`${((Date.now() - t) / 1000).toFixed(1).padStart(6)} s  ${what}`);
    console.log(`[${service.database}] ${seconds.at(-1)}`);
    test.info().annotations.push({ type: 'seconds', description: seconds.at(-1)! });
    t = Date.now();
  };

  const dir = builtSite();
  step('the site built with its forms’ endpoint at the service (or found built)');
  const site = await serveSite(dir);
  const front = await leadsFront(service.port);
  const box = await mailbox(service.smtpPort);
  try {
    const visitor = await (
      await browser.newContext({ baseURL: site.origin, ignoreHTTPSErrors: true })
    ).newPage();
    const contact = localeWords('en', 'contact');
    const name = `Salma ${randomUUID().slice(0, 8)}`;
    await storeConsentChoice(visitor);
    await visitor.clock.install();
    await visitor.goto('/contact');
    await hydrated(visitor);
    // The minimum fill time passes as a person's typing would (a quicker send is a bot's, and
    // goes nowhere); then the clock stands still, so the confirmation stays on screen.
    const now = await visitor.evaluate(() => Date.now());
    await visitor.clock.pauseAt(now + MIN_FILL_MS + 1000);
    const answers: Record<string, string> = { ...validFields('contact'), name };
    for (const [field, value] of Object.entries(answers)) {
      const input = visitor.locator(`#contact-form [name="${field}"]`);
      if ((await input.evaluate((e) => e.tagName)) === 'SELECT') await input.selectOption(value);
      else await input.fill(value);
    }
    await visitor.locator('#contact-form button[type="submit"]').click();
    await expect(visitor.locator('#contact-form [role="status"]')).toContainText(
      contact.form.sentTitle,
    );
    step('a visitor sends the contact form and sees it sent');

    // Two attempts with one key: the first stored and its answer lost, the second a repeat.
    const posts = front.passed.filter((p) => p.method === 'POST' && p.path === '/leads');
    expect(posts.map((p) => [p.status, p.answered])).toEqual([
      [200, 502],
      [200, 200],
    ]);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.key).toBe(posts[0]!.key);

    await logIn(page);
    await page.goto('/inbox');
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(1);
    const csv = await (await page.request.get('/inbox.csv')).text();
    expect(csv.split('\n').filter((line) => line.includes(name))).toHaveLength(1);
    step('one lead in the inbox, one row in the CSV export');

    await expect
      .poll(() => box.messages.filter((m) => m.includes(`name: ${name}`)).length, {
        timeout: 60_000,
      })
      .toBe(1);
    // A later lead's notice: once it is in, a second notice of the first would be in too.
    const later = `Omar ${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const posted = await page.request.post('/leads', {
      headers: { origin: SITE_ORIGIN, 'idempotency-key': key },
      data: {
        form: 'contact',
        idempotencyKey: key,
        elapsedMs: 60_000,
        fields: { ...validFields('contact'), name: later },
      },
    });
    expect(posted.status()).toBe(200);
    await expect
      .poll(() => box.messages.filter((m) => m.includes(`name: ${later}`)).length, {
        timeout: 60_000,
      })
      .toBe(1);
    expect(box.messages.filter((m) => m.includes(`name: ${name}`))).toHaveLength(1);
    step('one notice by mail');
  } finally {
    await Promise.all([box.close(), front.close(), site.close()]);
    console.log(`[${service.database}]\n${seconds.join('\n')}`);
  }
});

test('a consultation booked on the built site brings its meeting type and preferred times to the inbox and the notice, with a calendar file', async ({
  browser,
  page,
}) => {
  // The site's build, on the first run for this commit (later runs reuse it).
  test.setTimeout(600_000);
  const service = serviceNow();
  const site = await serveSite(builtSite());
  const front = await leadsFront(service.port);
  const box = await mailbox(service.smtpPort);
  try {
    // A visitor an hour ahead of UTC: the times go out on their clock and in UTC.
    const visitor = await (
      await browser.newContext({
        baseURL: site.origin,
        ignoreHTTPSErrors: true,
        timezoneId: 'Africa/Casablanca',
      })
    ).newPage();
    const book = localeWords('en', 'book-consultation');
    const common = localeWords('en', 'common');
    const name = `Amina ${randomUUID().slice(0, 8)}`;
    await storeConsentChoice(visitor);
    await visitor.clock.install();
    await visitor.goto('/book-consultation');
    await hydrated(visitor);
    const now = await visitor.evaluate(() => Date.now());
    await visitor.clock.pauseAt(now + MIN_FILL_MS + 1000);
    const form = visitor.locator('#book');
    await form.locator('[name="name"]').fill(name);
    await form.locator('[name="email"]').fill('amina@example.ma');
    await form.locator('[name="meetingType"]').selectOption('in-person-meeting');
    await form.locator('[name="projectType"]').selectOption('crm-system');
    await form.locator('[name="goals"]').fill('One view of every customer.');
    const days = await visitor.evaluate(() =>
      [3, 4].map((n) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-CA')),
    );
    const locals = [`${days[0]}T10:30`, `${days[1]}T15:00`];
    await form.getByRole('button', { name: common.form.windows.add }).click();
    const dates = form.locator('input[type="date"]');
    const times = form.locator('input[type="time"]');
    for (const [i, local] of locals.entries()) {
      await dates.nth(i).fill(local.slice(0, 10));
      await times.nth(i).fill(local.slice(11));
    }
    await expect(form.locator('[data-time-zone="Africa/Casablanca"]')).toBeVisible();
    const utcs = await visitor.evaluate((all) => all.map((l) => new Date(l).toISOString()), locals);
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[role="status"]'))
      .toContainText(book.form.bookedTitle)
      .catch((error: unknown) => {
        throw new Error(`the service answered ${JSON.stringify(front.passed)}`, { cause: error });
      });

    await logIn(page);
    await page.goto('/inbox?form=consultation');
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.locator('dl.answers')).toContainText('in-person-meeting');
    for (const [i, local] of locals.entries()) {
      const shown = page.locator(`dl.answers time[datetime="${utcs[i]}"]`);
      await expect(shown).toContainText(`${local.replace('T', ' ')} Africa/Casablanca`);
      await expect(shown).toContainText(`${utcs[i]!.slice(11, 16)} UTC`);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    await expect
      .poll(() => box.messages.filter((m) => m.includes(`name: ${name}`)).length, {
        timeout: 60_000,
      })
      .toBe(1);
    const notice = box.messages.find((m) => m.includes(`name: ${name}`))!;
    expect(notice).toContain('meetingType: in-person-meeting');
    const ics = (attachmentOf(notice, 'text/calendar') ?? '').replace(/\r\n /gu, '');
    expect(ics.match(/BEGIN:VEVENT/gu)).toHaveLength(2);
    for (const [i, local] of locals.entries()) {
      expect(notice).toContain(`${local.replace('T', ' ')} Africa/Casablanca = `);
      expect(ics).toContain(`DTSTART:${utcs[i]!.replace(/\.000Z$/u, 'Z').replace(/[-:]/gu, '')}`);
    }
  } finally {
    await Promise.all([box.close(), front.close(), site.close()]);
  }
});
