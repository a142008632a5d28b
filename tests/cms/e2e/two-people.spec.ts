import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, remoteDir, serviceDir } from './where.ts';

/**
 * The team service's definition of done, as two people use it at the same time: an editor
 * retexts a page in every language and adds a page (the editor has no article form yet, so the
 * second change is a new page made in the editor), sees both in the preview in French and
 * Arabic; a publisher reads the change in words and publishes it; the remote's main has it,
 * authored by the editor, and its build shows it; the publisher reverts it and main no longer
 * has it. Every expected word is read from the service's clone of the site.
 */
const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];
const NEW_PAGE = 'team-news';
type Json = Record<string, unknown>;
const read = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(serviceDir, rel), 'utf8')) as Json;
const word = (lang: string, ns: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>((n, k) => (n as Json)[k], read(`locales/${lang}/${ns}.json`)) as string;
const remote = (...args: string[]) =>
  execFileSync('git', ['--git-dir', remoteDir, ...args], { encoding: 'utf8' });

const canvas = (page: Page) => page.frameLocator('#preview-frame');
const fields = (page: Page) => page.locator('.ed-fields:visible');

async function logIn(page: Page, who: { name: string; password: string }) {
  await page.goto('/login');
  await page.locator('#name').fill(who.name);
  await page.locator('#password').fill(who.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function select(page: Page, type: string) {
  await canvas(page)
    .locator(`[data-puck-component^="${type}-"]`)
    .first()
    .click({ position: { x: 20, y: 20 } });
  await expect(fields(page).getByRole('group', { name: `Move this ${type} block` })).toBeVisible();
}

/** Opens the draft's preview of `address` and waits until its build shows `text` in the h1. */
async function previewShows(page: Page, draft: string, address: string, text: string) {
  await page.goto(`/preview/${draft}?to=${encodeURIComponent(address)}`);
  await expect
    .poll(
      async () => {
        // Until its build is ready, the preview answers with a line saying so, and no heading.
        if (!(await page.locator('h1').count())) await page.reload();
        const h1 = page.locator('h1');
        return (await h1.count()) ? (await h1.first().textContent())?.trim() : undefined;
      },
      { timeout: 400_000, intervals: [2000] },
    )
    .toBe(text);
}

test('an editor and a publisher at once: edit, preview, publish, revert', async ({ browser }) => {
  const seconds: [string, number][] = [];
  let t = Date.now();
  const step = (name: string) => {
    seconds.push([name, (Date.now() - t) / 1000]);
    console.log(`${seconds.at(-1)![1].toFixed(1).padStart(6)} s  ${name}`);
    t = Date.now();
  };
  const ed = await (await browser.newContext()).newPage();
  const pub = await (await browser.newContext()).newPage();
  await Promise.all([logIn(ed, ACCOUNTS.editor), logIn(pub, ACCOUNTS.publisher)]);
  step('both log in');

  const hero = (read('pages/about.json').blocks as Json[])[0]!;
  const [ns, key] = String(hero.title).split(':') as [string, string];
  await ed.goto('/edit?page=pages/about.json&lang=en');
  await expect(canvas(ed).locator('h1')).toHaveText(word('en', ns, key), { timeout: 180_000 });
  step('the editor opens on the draft (its edit server starts)');

  const wanted = Object.fromEntries(LANGS.map((l) => [l, `${word(l, ns, key)} (${l})`]));
  await select(ed, 'hero');
  for (const l of LANGS)
    await fields(ed).locator(`[data-field="title"] textarea[lang="${l}"]`).fill(wanted[l]!);
  await ed.getByRole('button', { name: 'Save' }).click();
  await expect(ed.locator('.ed-status')).toContainText('Saved:', { timeout: 90_000 });
  step('a headline retexted in six languages and saved');

  const say = (field: string, l: string) => `${field} ${l.toUpperCase()}`;
  await ed.getByLabel('New page').fill(NEW_PAGE);
  await ed.getByRole('button', { name: 'Create' }).click();
  await expect(canvas(ed).locator('[data-puck-component^="hero-"]')).toBeVisible();
  for (const field of ['meta.title', 'meta.description'])
    for (const l of LANGS)
      await fields(ed).locator(`[data-field="${field}"] textarea[lang="${l}"]`).fill(say(field, l));
  await select(ed, 'hero');
  for (const field of ['page', 'title', 'subtitle'])
    for (const l of LANGS)
      await fields(ed).locator(`[data-field="${field}"] textarea[lang="${l}"]`).fill(say(field, l));
  await ed.getByRole('button', { name: 'Save' }).click();
  await expect(ed.locator('.ed-status')).toContainText('Saved:', { timeout: 90_000 });
  step('a new page with its texts in six languages, saved');

  // Meanwhile the publisher sees the draft's changes in words.
  await pub.goto('/drafts');
  const draft = pub.locator('[data-draft="amina"]');
  await expect(draft).toContainText(`New page “${NEW_PAGE}”`);
  await expect(draft).toContainText(`texts of “${ns}”: ${key} now reads`);
  step('the publisher reads the draft in words');

  await previewShows(ed, 'amina', '/fr/about', wanted.fr!);
  step('preview built, French shown');
  await previewShows(ed, 'amina', '/ar/about', wanted.ar!);
  await previewShows(ed, 'amina', `/ar/${NEW_PAGE}`, say('title', 'ar'));
  await previewShows(ed, 'amina', `/fr/${NEW_PAGE}`, say('title', 'fr'));
  step('Arabic and the new page in the preview');

  await pub.goto('/drafts');
  await pub.getByRole('button', { name: /Publish amina/ }).click({ timeout: 400_000 });
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText('Published', {
    timeout: 400_000,
  });
  step('published (its checks reuse the preview’s build)');
  expect(remote('log', '-1', '--format=%an <%ae>', 'main^2').trim()).toBe(
    'amina <amina@cms.local>',
  );
  expect(remote('show', `main:locales/en/${ns}.json`)).toContain(wanted.en);
  await previewShows(pub, 'main', '/fr/about', wanted.fr!);
  step('the published site’s build shows the change');

  await pub.goto('/history');
  // The answer comes once the checks ran: a build of the tree before, which nothing built yet.
  await pub.getByRole('button', { name: 'Revert' }).first().click({ timeout: 400_000 });
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText('Published', {
    timeout: 400_000,
  });
  step('reverted (one more build: the tree before)');
  expect(remote('show', `main:locales/en/${ns}.json`)).not.toContain(wanted.en);
  expect(remote('ls-tree', '--name-only', 'main', 'pages/')).not.toContain(`${NEW_PAGE}.json`);

  const total = seconds.reduce((s, [, n]) => s + n, 0);
  console.log(
    seconds.map(([name, n]) => `${n.toFixed(1).padStart(6)} s  ${name}`).join('\n') +
      `\n${total.toFixed(1).padStart(6)} s  in all`,
  );
});
