import { test, type Locator, type Page, type Route } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/forms/minFill';
import {
  expect,
  hydrated,
  localeWords,
  localized,
  storeConsentChoice,
  withFormEndpoint,
} from './helpers';

const MOVED = '/robots.txt';

/** What the endpoint answers, in turn, and what it was sent. */
function endpoint(answers: { status: number; headers?: Record<string, string> }[]) {
  const received: { key: string | undefined; body: { idempotencyKey?: string } }[] = [];
  return {
    received,
    answer: async (route: Route) => {
      const request = route.request();
      received.push({
        key: await request.headerValue('idempotency-key').then((v) => v ?? undefined),
        body: request.postDataJSON() as { idempotencyKey?: string },
      });
      await route.fulfill(answers.shift() ?? { status: 500 });
    },
  };
}

async function subscribe(box: Locator, email: string, label: string, button: string) {
  await box.getByLabel(label).fill(email);
  await box.getByRole('button', { name: button }).click();
}

async function open(page: Page, lang: string, answers: Parameters<typeof endpoint>[0]) {
  const stub = endpoint(answers);
  // Where the redirect points: a real file that answers 200, as a moved site's page would
  // (Playwright does not route the request a redirect makes, so the site's server answers it).
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === MOVED) elsewhere.push(r.method());
  });
  await storeConsentChoice(page);
  const site = await withFormEndpoint(page, stub.answer);
  // The real clock, fast-forwarded past the minimum fill time as a person's typing would.
  await page.clock.install();
  await page.goto(localized('/blog', lang));
  await hydrated(page);
  expect(site.patched()).toBe(true);
  await page.clock.fastForward(MIN_FILL_MS);
  return { ...stub, elsewhere };
}

for (const lang of ['en', 'ar']) {
  const common = localeWords(lang, 'common');
  const blog = localeWords(lang, 'blog');

  test(`the blog newsletter box (${lang}): an endpoint that redirects is a failure, said in the page language, the address kept, and Try again delivers it once`, async ({
    page,
  }) => {
    const { received, elsewhere } = await open(page, lang, [
      { status: 302, headers: { location: MOVED } },
      { status: 204 },
    ]);
    const box = page.locator('main form[data-form-kind="newsletter"]').locator('..');
    await subscribe(
      box,
      'amina@example.ma',
      blog.list.newsletter.label,
      blog.list.newsletter.button,
    );
    await expect(box.getByRole('alert')).toHaveText(common.form.subscribeFailed);
    await expect(box.getByLabel(blog.list.newsletter.label)).toHaveValue('amina@example.ma');
    await expect(box.getByRole('status')).toHaveText('');
    await box.getByRole('button', { name: common.form.tryAgain }).click();
    await expect(box.getByRole('status')).toHaveText(blog.list.newsletter.thanks);
    await expect(box.getByRole('alert')).toHaveCount(0);
    await expect(box.getByLabel(blog.list.newsletter.label)).toHaveValue('');
    // Never re-sent to where the redirect pointed; one lead, one key on both attempts.
    expect(elsewhere).toEqual([]);
    expect(received).toHaveLength(2);
    expect(received[0]?.key).toBeTruthy();
    expect(received.map((r) => [r.key, r.body.idempotencyKey])).toEqual([
      [received[0]?.key, received[0]?.key],
      [received[0]?.key, received[0]?.key],
    ]);
  });

  test(`the footer newsletter box (${lang}): a server error after the retry is a failure, the address kept, and Try again delivers it`, async ({
    page,
  }) => {
    const { received } = await open(page, lang, [
      { status: 500 },
      { status: 503 },
      { status: 200 },
    ]);
    const footer = page.locator('footer').filter({ has: page.locator('form[data-form-kind]') });
    const sub = common.footer.subscribe;
    await subscribe(footer, 'omar@example.ma', sub.label, sub.button);
    await expect(footer.getByRole('alert')).toHaveText(common.form.subscribeFailed);
    await expect(footer.getByLabel(sub.label)).toHaveValue('omar@example.ma');
    await expect(footer.getByRole('status')).toHaveText('');
    await footer.getByRole('button', { name: common.form.tryAgain }).click();
    await expect(footer.getByRole('status')).toHaveText(sub.thanks);
    await expect(footer.getByLabel(sub.label)).toHaveValue('');
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.key)).size).toBe(1);
  });
}
