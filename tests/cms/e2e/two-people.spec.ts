import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillArticleWords } from '../../editor/article-form.ts';
import { ACCOUNTS, remoteDir, serviceDir } from './where.ts';

/**
 * The team service's definition of done, as two people use it at the same time: an editor
 * retexts a page in every language and writes an article (in English, French and Arabic) in the
 * visual editor's content screen, and sees both in the preview in French and Arabic; a publisher,
 * logged in meanwhile, reads the change in words and publishes it; the remote's main has it,
 * authored by the editor, and its build shows it; the publisher reverts it on the History page,
 * and main, and its build, no longer have it. Every expected word of the site is read from the
 * service's clone of the site.
 */
const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];
const EDITOR = ACCOUNTS.editor.name;
type Json = Record<string, unknown>;
const read = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(serviceDir, rel), 'utf8')) as Json;
const word = (lang: string, ns: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>((n, k) => (n as Json)[k], read(`locales/${lang}/${ns}.json`)) as string;
const remote = (...args: string[]) =>
  execFileSync('git', ['--git-dir', remoteDir, ...args], { encoding: 'utf8' });
const languageName = (lang: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(lang)!;

const canvas = (page: Page) => page.frameLocator('#preview-frame');
const fields = (page: Page) => page.locator('.ed-fields:visible');

/** The article the editor writes: the test's own words, in three of the site's languages. */
const ARTICLE = {
  en: {
    title: 'How a Small Shop Answers Every Message Within Five Minutes',
    excerpt:
      'A shop in Fez set up one shared inbox and a few saved replies. Here is what changed in a month.',
    alt: 'A phone showing a shared inbox with three answered messages',
    body: 'The team now answers every customer message within five minutes.',
  },
  fr: {
    title: 'Comment une petite boutique répond à chaque message en cinq minutes',
    excerpt:
      'Une boutique de Fès a créé une boîte de réception partagée et quelques réponses enregistrées. Voici ce qui a changé en un mois.',
    alt: 'Un téléphone affichant une boîte de réception partagée avec trois messages traités',
    body: 'L’équipe répond désormais à chaque message de client en moins de cinq minutes.',
  },
  ar: {
    title: 'كيف يرد متجر صغير على كل رسالة في خمس دقائق',
    excerpt: 'أنشأ متجر في فاس صندوق وارد مشتركا وبعض الردود الجاهزة. إليك ما تغير خلال شهر.',
    alt: 'هاتف يعرض صندوق وارد مشتركا فيه ثلاث رسائل تمت الإجابة عنها',
    body: 'يرد الفريق الآن على كل رسالة من العملاء في أقل من خمس دقائق.',
  },
} as const;

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

/** Opens the preview of `address` (a draft's or the published site's) until its h1 reads `text`. */
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

test('an editor and a publisher at once: a page and an article, previewed, published, reverted', async ({
  browser,
}) => {
  const seconds: [string, number][] = [];
  let t = Date.now();
  const step = (name: string) => {
    seconds.push([name, (Date.now() - t) / 1000]);
    console.log(`${seconds.at(-1)![1].toFixed(1).padStart(6)} s  ${name}`);
    test
      .info()
      .annotations.push({ type: 'seconds', description: `${name}: ${seconds.at(-1)![1]}` });
    t = Date.now();
  };
  const ed = await (await browser.newContext()).newPage();
  const pub = await (await browser.newContext()).newPage();
  // What the editor's page said, for the report when it does not draw.
  const said: string[] = [];
  ed.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') said.push(`${m.type()}: ${m.text()}`);
  });
  ed.on('response', (r) => {
    if (r.status() >= 400) said.push(`${r.status()} ${r.url()}`);
  });
  await Promise.all([logIn(ed, ACCOUNTS.editor), logIn(pub, ACCOUNTS.publisher)]);
  step('both log in');

  const hero = (read('pages/about.json').blocks as Json[])[0]!;
  const [ns, key] = String(hero.title).split(':') as [string, string];
  const before = Object.fromEntries(LANGS.map((l) => [l, word(l, ns, key)]));
  await ed.goto('/edit?page=pages/about.json&lang=en');
  try {
    await expect(canvas(ed).locator('h1')).toHaveText(before.en!, { timeout: 180_000 });
  } finally {
    test.info().attachments.push({
      name: 'editor page',
      contentType: 'text/plain',
      body: Buffer.from(said.join('\n')),
    });
  }
  step('the editor opens on the draft (made at login, the built editor)');

  const wanted = Object.fromEntries(LANGS.map((l) => [l, `${before[l]} (${l.toUpperCase()})`]));
  await select(ed, 'hero');
  for (const l of LANGS)
    await fields(ed).locator(`[data-field="title"] textarea[lang="${l}"]`).fill(wanted[l]!);
  await ed.getByRole('button', { name: 'Save' }).click();
  await expect(ed.locator('.ed-status')).toContainText('Saved:', { timeout: 90_000 });
  step('a headline retexted in six languages and saved');

  // The article, in the editor's content screen (its link in the editor's bar).
  await ed.getByRole('link', { name: 'Articles, testimonials, team, facts' }).click();
  await expect(ed).toHaveURL(/\/edit\?content=blog$/);
  await ed.getByLabel('New entry: its title').fill(ARTICLE.en.title);
  const id = await ed.getByLabel(/^Its id/).inputValue();
  expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  await ed.getByRole('button', { name: 'Create' }).click();
  await expect(ed.locator('.ed-entry-id')).toContainText(id);
  const form = ed.locator('.ed-entry-form');
  const picture = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  for (const lang of ['en', 'fr', 'ar'] as const) {
    const w = ARTICLE[lang];
    const L = languageName(lang);
    const categories = read(`locales/${lang}/blog.json`).categories as Record<
      string,
      { name: string }
    >;
    if (lang !== 'en') await form.getByRole('checkbox', { name: L }).check();
    await fillArticleWords(form, L, { ...w, category: Object.values(categories)[0]!.name });
    if (lang === 'en') {
      // The picture, uploaded through the service; the other languages start with it.
      await form
        .locator('.ed-image')
        .filter({ has: ed.getByLabel(`Image (${L})`, { exact: true }) })
        .locator('input[type=file]')
        .setInputFiles({ name: 'inbox.png', mimeType: 'image/png', buffer: picture });
      await expect(ed.getByLabel(`Image (${L})`, { exact: true })).toHaveValue(
        /^\/images\/uploads\/inbox-[0-9a-f]{12}-\d+x\d+\.png$/,
      );
    }
    await form
      .locator(`.ed-markdown[data-lang="${lang}"]`)
      .getByLabel(`Article (${L})`, { exact: true })
      .fill(`${w.body}\n`);
  }
  await ed.locator('.ed-header .ed-save').click();
  await expect(ed.getByRole('status')).toHaveText(/^Saved: /, { timeout: 90_000 });
  step('an article in English, French and Arabic, with a picture, saved');

  // Meanwhile the publisher sees the draft's changes in words.
  await pub.goto('/drafts');
  const draft = pub.locator(`[data-draft="${EDITOR}"]`);
  await expect(draft).toContainText(`texts of “${ns}”: ${key} now reads`);
  for (const lang of ['en', 'fr', 'ar'])
    await expect(draft).toContainText(`New: Article “${id}” in ${languageName(lang)}.`);
  step('the publisher reads the draft in words');

  await previewShows(ed, EDITOR, '/fr/about', wanted.fr!);
  step('preview built, the page shown in French');
  await previewShows(ed, EDITOR, '/ar/about', wanted.ar!);
  await previewShows(ed, EDITOR, `/fr/blog/${id}`, ARTICLE.fr.title);
  await previewShows(ed, EDITOR, `/ar/blog/${id}`, ARTICLE.ar.title);
  step('the page in Arabic and the article in French and Arabic in the preview');

  await pub.goto('/drafts');
  await pub.getByRole('button', { name: `Publish ${EDITOR}’s draft` }).click({ timeout: 400_000 });
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText('Published', {
    timeout: 400_000,
  });
  step('published (its checks reuse the preview’s build)');
  // The draft's commits are the editor's own, merged by the publication.
  const authors = remote('log', '--format=%an <%ae>', 'main^1..main^2').trim().split('\n');
  expect(authors.length).toBeGreaterThan(0);
  expect(new Set(authors)).toEqual(new Set([`${EDITOR} <${EDITOR}@cms.local>`]));
  expect(remote('show', `main:locales/en/${ns}.json`)).toContain(wanted.en);
  expect(remote('ls-tree', '-r', '--name-only', 'main', `content/blog/${id}`).split('\n')).toEqual(
    expect.arrayContaining([`content/blog/${id}/ar.md`, `content/blog/${id}/fr.md`]),
  );
  await previewShows(pub, 'main', '/fr/about', wanted.fr!);
  await previewShows(pub, 'main', `/ar/blog/${id}`, ARTICLE.ar.title);
  step('the published site’s build shows both');

  await pub.goto('/history');
  // The answer comes once the checks ran: a build of the tree before, which nothing built yet.
  await pub.getByRole('button', { name: 'Revert' }).first().click({ timeout: 400_000 });
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText('Published', {
    timeout: 400_000,
  });
  step('reverted on the History page (one more build: the tree before)');
  expect(remote('show', `main:locales/en/${ns}.json`)).not.toContain(wanted.en);
  expect(remote('ls-tree', '-r', '--name-only', 'main', `content/blog/${id}`).trim()).toBe('');
  await previewShows(pub, 'main', '/fr/about', before.fr!);
  step('the published site’s build is back as it was');

  // After the revert the editor's draft follows what is live: her editor shows it, and she
  // edits again. The German subtitle cleared and left to translate later is saved as pending,
  // never empty, and the publication is refused in words until she writes it.
  await ed.goto('/edit?page=pages/about.json&lang=en');
  await expect(canvas(ed).locator('h1')).toHaveText(before.en!, { timeout: 60_000 });
  await select(ed, 'hero');
  const [subNs, subKey] = String(hero.subtitle).split(':') as [string, string];
  const subtitle = fields(ed).locator('[data-field="subtitle"]');
  await subtitle.locator('textarea[lang="en"]').fill(`${word('en', subNs, subKey)} Again.`);
  await subtitle.locator('textarea[lang="de"]').fill('');
  for (const l of LANGS.filter((l) => l !== 'en'))
    await subtitle
      .locator(`[data-lang="${l}"]`)
      .getByRole('button', { name: 'Translate later' })
      .click();
  await expect(subtitle.locator('[data-lang="de"] .ed-mark')).toContainText('pending');
  await ed.getByRole('button', { name: 'Save' }).click();
  await expect(ed.locator('.ed-status')).toContainText('Saved:', { timeout: 90_000 });
  await pub.goto('/drafts');
  await expect(pub.locator(`[data-draft="${EDITOR}"]`)).toContainText(
    'German text “hero.subtitle” of “about” left to translate later.',
  );
  await pub.getByRole('button', { name: `Publish ${EDITOR}’s draft` }).click({ timeout: 400_000 });
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText(
    'Not published: the checks refused it',
    { timeout: 400_000 },
  );
  await expect(pub.locator('.report')).toContainText('not ready to publish: the German text');
  expect(remote('show', `main:locales/de/${subNs}.json`)).not.toContain('"subtitle": ""');
  step('a text left for later: saved as pending, the publication refused in words');

  // Written in every language, the same draft publishes.
  await ed.reload();
  await select(ed, 'hero');
  for (const l of LANGS.filter((l) => l !== 'en'))
    await subtitle.locator(`textarea[lang="${l}"]`).fill(`${word(l, subNs, subKey)} (${l})`);
  await ed.getByRole('button', { name: 'Save' }).click();
  await expect(ed.locator('.ed-status')).toContainText('Saved:', { timeout: 90_000 });
  await pub.goto('/drafts');
  await pub.getByRole('button', { name: `Publish ${EDITOR}’s draft` }).click({ timeout: 400_000 });
  await expect(pub.getByRole('heading', { level: 1 })).toHaveText('Published', {
    timeout: 400_000,
  });
  expect(remote('show', `main:locales/de/${subNs}.json`)).toContain(' (de)');
  step('written, the draft edited after the revert publishes');

  const total = seconds.reduce((s, [, n]) => s + n, 0);
  console.log(
    seconds.map(([name, n]) => `${n.toFixed(1).padStart(6)} s  ${name}`).join('\n') +
      `\n${total.toFixed(1).padStart(6)} s  in all`,
  );
});
