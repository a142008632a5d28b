import { test, type Page } from '@playwright/test';
import fc from 'fast-check';
import {
  blockThirdParties,
  builtModules,
  expect,
  hydrated,
  localeWords,
  pageBlock,
  pageText,
  storeConsentChoice,
} from './helpers';
import { MIN_FILL_MS } from '../../src/forms/minFill';
import { isolate } from '../../src/blocks/Form/machine';
import { compileList } from '../../scripts/lib/articles';
import { root } from '../../scripts/lib/paths';

/*
 * On a slow phone the prerendered page is readable, and its forms usable, well before the app's
 * code arrives (public/start.js fetches it after the first paint). Whatever the visitor does in
 * that time must count once the app runs, and nothing they type may end up in an address.
 */

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
  await storeConsentChoice(page);
});

/** The entry module a prerendered page starts the app with (the first of its #modules list). */
const entryOf = (address: string): string => builtModules(address)[0]!;

/** Opens a page with the app's code held back until the returned function is called. */
async function openBeforeTheApp(page: Page, address: string): Promise<() => void> {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entryOf(address)}`, async (route) => {
    await arrived;
    await route.continue();
  });
  // Not 'load': the held module, once asked for before the load event, would hold that back too.
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  return release;
}

/** As long after the page opened as a person needs to fill a form (src/forms/minFill.ts). */
async function afterTimeToFill(page: Page) {
  await page.waitForFunction((ms) => performance.now() > ms + 100, MIN_FILL_MS);
}

const trapped = (page: Page) =>
  page.evaluate(() => performance.getEntries().filter((e) => e.name.startsWith('form-trapped')));

interface Field {
  name: string;
  kind: string;
  options?: { value: string }[];
}

/** What a visitor types in each field of a form block, from its definition in pages/. */
function answers(fields: Field[]): Record<string, string> {
  const byKind: Record<string, (f: Field) => string> = {
    // Arabic, an emoji and a quote mark: typed text must arrive as it was typed.
    text: (f) => (f.name === 'name' ? 'Amina Alaoui أمينة' : `Atlas "Foods" 🌿 ${f.name}`),
    email: () => 'amina@example.ma',
    tel: () => '+212 600 00 00 00',
    textarea: () => 'We would like a dashboard\nfor 12 salespeople.',
    select: (f) => f.options?.at(-1)?.value ?? '',
  };
  return Object.fromEntries(
    fields.filter((f) => byKind[f.kind]).map((f) => [f.name, byKind[f.kind]!(f)]),
  );
}

async function fillIn(page: Page, formId: string, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#${formId} [name="${name}"]`);
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The contact form, and the consultation booking (which has a required select). */
const FORMS = [
  { page: 'contact', id: 'contact-form' },
  { page: 'book-consultation', id: 'book' },
];

for (const lang of ['en', 'ar']) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  for (const form of FORMS) {
    const block = pageBlock(form.page, form.id);
    const values = answers(block.fields);
    const sentTitle = pageText(lang, block.submit.title);
    const address = `${prefix}/${form.page}`;
    const button = (page: Page) => page.locator(`#${form.id} button[type="submit"]`);
    const done = (page: Page) => page.locator(`#${form.id} [role="status"]`);

    test(`${lang} ${form.page}: a form filled in before the app arrives is sent with those answers`, async ({
      page,
    }) => {
      const release = await openBeforeTheApp(page, address);
      await fillIn(page, form.id, values);
      release();
      await hydrated(page);
      await afterTimeToFill(page);
      await button(page).click();
      // The answers on screen are the block's: no "required" under a field that holds text or a
      // choice, and none of them is put back to empty as the block re-renders.
      await expect(page.locator(`#${form.id} [aria-invalid="true"]`)).toHaveCount(0);
      await expect(button(page)).toBeDisabled();
      for (const [name, value] of Object.entries(values))
        await expect(page.locator(`#${form.id} [name="${name}"]`)).toHaveValue(value);
      await expect(done(page)).toContainText(sentTitle);
      await expect(done(page)).toContainText(isolate(values.name!));
      expect(await trapped(page)).toEqual([]);
    });

    test(`${lang} ${form.page}: a form sent before the app arrives is held, kept out of the address, and sent once it runs`, async ({
      page,
    }) => {
      const release = await openBeforeTheApp(page, address);
      await fillIn(page, form.id, values);
      await button(page).click();
      // The browser's own sending would have been a GET with every answer in the URL.
      await expect(page.locator(`#${form.id} form[data-held-submit]`)).toHaveCount(1);
      expect(new URL(page.url()).search).toBe('');
      for (const [name, value] of Object.entries(values))
        await expect(page.locator(`#${form.id} [name="${name}"]`)).toHaveValue(value);
      await afterTimeToFill(page);
      release();
      await expect(done(page)).toContainText(sentTitle);
      await expect(done(page)).toContainText(isolate(values.name!));
      expect(new URL(page.url()).pathname).toBe(address);
      expect(new URL(page.url()).search).toBe('');
      // Sent, not taken for a bot: the minimum fill time counts from the page's opening.
      expect(await trapped(page)).toEqual([]);
    });
  }
}

test('the footer subscription sent before the app arrives keeps the address out of the URL and thanks the visitor @mobile', async ({
  page,
}) => {
  const t = localeWords('fr', 'common');
  const release = await openBeforeTheApp(page, '/fr/about');
  const footer = page.locator('footer');
  await footer.getByLabel(t.footer.subscribe.label).fill('visiteur@example.fr');
  await footer.getByRole('button', { name: t.footer.subscribe.button }).click();
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(footer.getByRole('status')).toHaveText(t.footer.subscribe.thanks);
  expect(new URL(page.url()).search).toBe('');
});

// The phone menu on a slow phone: the page is readable seconds before the app can open anything.
for (const lang of ['en', 'ar'])
  test(`${lang}: a tap on the menu before the app arrives opens it once the app runs @mobile`, async ({
    page,
  }) => {
    const t = localeWords(lang, 'common');
    // The menu button is the phone's: on the desktop project too, at a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await openBeforeTheApp(page, lang === 'en' ? '/about' : `/${lang}/about`);
    const menu = page.getByRole('dialog', { name: t.nav.menu });
    await page.getByRole('button', { name: t.nav.openMenu }).click();
    // The app is held back: nothing can have opened it yet, and the page is not hydrated.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await expect(menu).toBeHidden();
    release();
    await hydrated(page);
    await expect(menu).toBeVisible();
    // Its contents too, not an empty drawer: the panel's links are there to follow.
    await expect(menu.getByRole('link').first()).toBeVisible();
  });

test('a search typed on the blog before the app arrives filters the articles once it runs', async ({
  page,
}) => {
  const t = localeWords('de', 'blog');
  const list = compileList(root, 'blog', 'de');
  const release = await openBeforeTheApp(page, '/de/blog');
  // Nothing matches this: once the app runs, the list must say so instead of showing them all.
  await page.getByRole('searchbox', { name: t.list.searchLabel }).fill('zzqx-keine-treffer');
  await expect(page.locator('[data-results] [data-article-card]')).toHaveCount(
    list.articles.length,
  );
  release();
  await hydrated(page);
  await expect(page.locator('[data-results] [data-article-card]')).toHaveCount(0);
  await expect(page.getByText(t.list.emptyTitle)).toBeVisible();
});

test('whatever is typed before the app arrives is what the form sends (property)', async ({
  page,
}) => {
  const block = pageBlock('contact', 'contact-form');
  const required = answers(block.fields);
  const status = page.locator('#contact-form [role="status"]');
  // Any text a person (or a paste) can put in: scripts mixed, emoji, marks, quotes, markup-like
  // and bidi controls, up to long messages. The name comes back in the confirmation.
  const typed = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 });
  await fc.assert(
    fc.asyncProperty(
      typed.filter((s) => s.trim() !== ''),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4000 }).filter((s) => s.trim() !== ''),
      async (name, message) => {
        await page.unrouteAll();
        await blockThirdParties(page);
        const release = await openBeforeTheApp(page, '/contact');
        await fillIn(page, 'contact-form', { ...required, name, message });
        // What the browser holds (a one-line field drops line breaks), read before the app runs.
        const shown = await page.locator('#contact-form [name="name"]').inputValue();
        release();
        await hydrated(page);
        await page.locator('#contact-form button[type="submit"]').click();
        await expect(page.locator('#contact-form [aria-invalid="true"]')).toHaveCount(0);
        await expect(status).toBeVisible();
        expect(await status.textContent()).toContain(isolate(shown.trim()));
      },
    ),
    // Each run loads the page afresh (about 3 s on a loaded two-core machine).
    { numRuns: 4 },
  );
});
