import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { fillArticleWords } from './article-form.ts';
import { axeViolations } from './axe.ts';
import { editCopyDir } from './where.ts';

/*
 * The content forms of `npm run edit`, used as an editor uses them, on the copy of the
 * repository: an article in English and French with a heading, a list and a picture; a
 * testimonial; a team member; the number of clients. Every expected word and figure is read from
 * the copy's files; the copy is built once at the end and each change is looked for in its pages.
 */
test.describe.configure({ mode: 'serial' });

type Json = Record<string, unknown>;
const LANGS = (JSON.parse(fs.readFileSync(path.join(editCopyDir, 'site.json'), 'utf8')) as Json)
  .languages as string[];
const OUT = 'out-forms';
const read = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(editCopyDir, rel), 'utf8')) as Json;
const exists = (rel: string) => fs.existsSync(path.join(editCopyDir, rel));
const html = (route: string) =>
  fs.readFileSync(path.join(editCopyDir, OUT, route, 'index.html'), 'utf8');
const name = (lang: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(lang)!;
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** What the flows made, for the build's checks at the end. */
const made = {
  article: { id: '', title: { en: '', fr: '' }, heading: '', items: [] as string[], image: '' },
  testimonial: '',
  member: '',
  clients: { value: 0, pages: [] as string[] },
};
const seconds: Record<string, number> = {};

async function timed(flow: string, run: () => Promise<void>) {
  const start = Date.now();
  await run();
  seconds[flow] = (Date.now() - start) / 1000;
  test.info().annotations.push({ type: 'seconds', description: `${flow}: ${seconds[flow]}` });
}

async function newEntry(page: Page, collection: string, title: string, from?: string) {
  await page.goto(`/?content=${collection}`);
  await page.getByLabel('New entry: its title').fill(title);
  const id = await page.getByLabel(/^Its id/).inputValue();
  expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  if (from) await page.getByLabel('Start from').selectOption(from);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.ed-entry-id')).toContainText(id);
  return id;
}

async function save(page: Page) {
  await page.locator('.ed-header .ed-save').click();
  await expect(page.getByRole('status')).toHaveText(/^Saved: /, { timeout: 60_000 });
}

/** Selects characters [from, to) of a box, as a hand does with the mouse. */
const selectText = (box: Locator, from: number, to: number) =>
  box.evaluate((el, [a, b]) => (el as HTMLTextAreaElement).setSelectionRange(a!, b!), [from, to]);

/** Do two boxes share any area? (Touching edges do not.) */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

for (const [width, height] of [
  [1280, 800],
  [1440, 1000],
  [390, 844],
] as const)
  test(`at ${width} px wide, the blog's "New entry" column and the open article do not overlap`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/?content=blog');
    await page.locator('.ed-entries .ed-entry').first().click();
    const form = page.locator('.ed-entry-form');
    await expect(form.locator('.ed-markdown').first()).toBeVisible();
    const formBox = (await form.boundingBox())!;
    // Each box of the column, not only the column: a wide list box can stick out of its column.
    const column = page.locator('.ed-entries').locator('form, input, select, button, label');
    expect(await column.count()).toBeGreaterThan(5);
    for (const box of await column.all()) {
      const b = (await box.boundingBox())!;
      expect(overlap(b, formBox), `${await box.evaluate((e) => e.outerHTML.slice(0, 80))}`).toBe(
        false,
      );
    }
    // Nothing is pushed past the window's edge either (no sideways scrolling).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

test('an article in English and French, with a heading, a list and a picture', async ({ page }) => {
  const category = (lang: string) => {
    const cats = read(`locales/${lang}/blog.json`).categories as Record<string, { name: string }>;
    return cats[Object.keys(cats)[0]!]!.name;
  };
  const words = {
    en: {
      title: 'Five Questions to Ask Before You Automate a Process',
      excerpt: 'A short checklist that helps a small team decide what to automate first.',
      alt: 'A checklist with five ticked boxes on a blue background',
      heading: 'Why It Matters',
      items: ['It saves hours every week', 'It removes copying mistakes'],
      text: 'Most teams lose time on tasks that a simple workflow could do for them.',
    },
    fr: {
      title: 'Cinq questions à se poser avant d’automatiser un processus',
      excerpt:
        'Une courte liste qui aide une petite équipe à choisir ce qu’elle doit automatiser en premier.',
      alt: 'Une liste de contrôle avec cinq cases cochées sur un fond bleu',
      heading: 'Pourquoi c’est important',
      items: ['Cela fait gagner des heures chaque semaine', 'Cela supprime les erreurs de copie'],
      text: 'La plupart des équipes perdent du temps sur des tâches qu’un simple flux de travail pourrait faire à leur place.',
    },
  };
  const picture = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();

  await timed('article', async () => {
    const id = await newEntry(page, 'blog', words.en.title);
    const form = page.locator('.ed-entry-form');
    for (const lang of ['en', 'fr'] as const) {
      const w = words[lang];
      const L = name(lang);
      if (lang === 'fr') await form.getByRole('checkbox', { name: L }).check();
      await fillArticleWords(form, L, { ...w, category: category(lang) });
      if (lang === 'en') {
        const image = form
          .locator('.ed-image')
          .filter({ has: page.getByLabel(`Image (${L})`, { exact: true }) });
        await image
          .locator('input[type=file]')
          .setInputFiles({ name: 'checklist.png', mimeType: 'image/png', buffer: picture });
        await expect(page.getByLabel(`Image (${L})`, { exact: true })).toHaveValue(
          /^\/images\/uploads\/checklist-[0-9a-f]{12}-64x40\.png$/,
        );
        made.article.image = await page.getByLabel(`Image (${L})`, { exact: true }).inputValue();
      }
      // The body: typed, then a heading and a list made with the toolbar's buttons.
      const body = form.locator(`.ed-markdown[data-lang="${lang}"]`);
      const box = body.getByLabel(`Article (${L})`, { exact: true });
      await box.fill(`${w.heading}\n\n${w.items.join('\n')}\n\n${w.text}\n`);
      await selectText(box, 0, w.heading.length);
      await body.getByRole('button', { name: 'Heading', exact: true }).click();
      await expect(box).toHaveValue(/^## /);
      const start = w.heading.length + 3 + 2;
      await selectText(box, start, start + w.items.join('\n').length);
      await body.getByRole('button', { name: 'Bullet list' }).click();
      await expect(box).toHaveValue(
        `## ${w.heading}\n\n${w.items.map((i) => `- ${i}`).join('\n')}\n\n${w.text}\n`,
      );
      // The preview shows what the site will.
      await expect(body.locator('.ed-preview h2')).toHaveText(w.heading);
      await expect(body.locator('.ed-preview li')).toHaveText(w.items);
    }
    await save(page);
    expect(fs.readdirSync(path.join(editCopyDir, 'content/blog', id)).sort()).toEqual([
      'en.md',
      'fr.md',
    ]);
    expect(exists(`public${made.article.image}`)).toBe(true);
    made.article = {
      ...made.article,
      id,
      title: { en: words.en.title, fr: words.fr.title },
      heading: words.en.heading,
      items: words.en.items,
    };
  });
});

test('a testimonial, started from a copy of another', async ({ page }) => {
  const source = fs
    .readdirSync(path.join(editCopyDir, 'content/testimonials'))[0]!
    .replace(/\.json$/, '');
  const client = 'Samira Bouzid';
  await timed('testimonial', async () => {
    const id = await newEntry(page, 'testimonials', client, source);
    const group = page.getByRole('group', { name: 'Client name' });
    for (const lang of LANGS) await group.getByLabel(name(lang), { exact: true }).fill(client);
    await save(page);
    expect(read(`content/testimonials/${id}.json`)).toMatchObject({
      id,
      clientName: Object.fromEntries(LANGS.map((l) => [l, client])),
    });
    made.testimonial = client;
  });
});

test('a team member, from an empty form', async ({ page }) => {
  // Their role's words in every language, taken from a colleague's file.
  const colleague = read(
    `content/team/${fs.readdirSync(path.join(editCopyDir, 'content/team'))[0]}`,
  );
  const role = colleague.role as Record<string, string>;
  const person = 'Nadia Bennani';
  await timed('team member', async () => {
    const id = await newEntry(page, 'team', person);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(person);
    const group = page.getByRole('group', { name: 'Role' });
    await expect(group.locator('.ed-mark-missing')).toHaveCount(LANGS.length);
    for (const lang of LANGS)
      await group.getByLabel(new RegExp(`^${name(lang)}`)).fill(role[lang]!);
    // Every page list of team members is offered, ticked, so the new person shows on the site.
    const places = page.getByRole('group', { name: 'Also show it in:' }).getByRole('checkbox');
    expect(await places.count()).toBeGreaterThan(0);
    for (const box of await places.all()) await expect(box).toBeChecked();
    await save(page);
    expect(read(`content/team/${id}.json`)).toMatchObject({ id, name: person, role });
    expect(await axeViolations(page)).toEqual([]);
    made.member = id;
  });
});

test('a team member a page still lists: taken out of that list and deleted in one save', async ({
  page,
}) => {
  // The page files that list team members by id, and one listed person other than the new one.
  const listing = (dir: string) =>
    fs
      .readdirSync(path.join(editCopyDir, dir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => `${dir}/${f}`)
      .filter((rel) =>
        /"from":\s*"team"/.test(fs.readFileSync(path.join(editCopyDir, rel), 'utf8')),
      );
  const files = [...listing('pages'), ...listing('pages/_sections')];
  const ids = files.flatMap((rel) =>
    ((read(rel).blocks ?? []) as Json[]).flatMap((b) =>
      b.from === 'team' && Array.isArray(b.select) ? (b.select as string[]) : [],
    ),
  );
  const id = ids.find((i) => i !== made.member && exists(`content/team/${i}.json`));
  expect(id).toBeDefined();
  await timed('delete a listed member', async () => {
    await page.goto('/?content=team');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Delete ${id}`, exact: true }).click();
    const unlist = page.getByRole('button', { name: 'Remove it from those places and delete' });
    await expect(unlist).toBeVisible({ timeout: 60_000 });
    // Refused at first: nothing is gone yet.
    expect(exists(`content/team/${id}.json`)).toBe(true);
    await unlist.click();
    await expect(page.getByRole('status')).toHaveText(/^Deleted: /, { timeout: 60_000 });
    expect(exists(`content/team/${id}.json`)).toBe(false);
    for (const rel of files)
      expect(fs.readFileSync(path.join(editCopyDir, rel), 'utf8')).not.toContain(`"${id}"`);
    await expect(page.locator(`[data-entry="${id}"]`)).toHaveCount(0);
  });
});

test('the number of clients, changed once in the facts', async ({ page }) => {
  const facts = read('content/facts.json').facts as Record<string, { figure: { value: number } }>;
  const value = facts.clients!.figure.value + 13;
  // Every page that shows the fact, from the page files: a figure naming it, or a text of the
  // page's words that writes {{clients}}.
  const pages = fs
    .readdirSync(path.join(editCopyDir, 'pages'))
    .filter((f) => f.endsWith('.json'))
    .filter((f) => {
      const text = fs.readFileSync(path.join(editCopyDir, 'pages', f), 'utf8');
      if (/"fact":\s*"clients"/.test(text)) return true;
      const keys = [...text.matchAll(/"([a-z0-9-]+):([\w.-]+)"/g)];
      return keys.some(([, ns, key]) => {
        const file = `locales/en/${ns}.json`;
        if (!exists(file)) return false;
        const t = key!
          .split('.')
          .reduce<unknown>((n, k) => (n as Json | undefined)?.[k], read(file));
        return typeof t === 'string' && t.includes('{{clients}}');
      });
    })
    .map((f) => (f === 'index.json' ? '' : f.replace(/\.json$/, '')));
  expect(pages.length).toBeGreaterThan(0);
  await timed('facts', async () => {
    await page.goto('/?content=facts');
    await page.locator('.ed-entry').first().click();
    await page
      .getByRole('group', { name: 'clients', exact: true })
      .getByLabel('Value', { exact: true })
      .fill(String(value));
    // Before saving: the facts of the same claim that now say another figure, and where each
    // shows on the site, once the places are found.
    const disagree = page.getByRole('region', { name: 'Facts that disagree' });
    await expect(disagree).toContainText(`“clients” now says ${value}`);
    await expect(disagree.locator('li li').first()).toBeVisible();
    await expect(disagree.getByRole('button', { name: /^Set .* too$/ })).toBeVisible();
    await save(page);
    expect((read('content/facts.json').facts as typeof facts).clients!.figure.value).toBe(value);
  });
  made.clients = { value, pages };
});

test('the built site shows all four: the article in English and French only', async () => {
  test.setTimeout(300_000);
  const start = Date.now();
  // The build lints first: it fails on any problem the saves let through.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: editCopyDir,
    encoding: 'utf8',
    env: { ...process.env, SITE_OUT: OUT },
  });
  expect(build.status, build.stdout.slice(-2000) + build.stderr.slice(-2000)).toBe(0);
  seconds.build = (Date.now() - start) / 1000;
  test.info().annotations.push({ type: 'seconds', description: `build: ${seconds.build}` });

  // (a) The article: in English and French, listed in both, nowhere else; hreflang en and fr.
  const { id, title, heading, items, image } = made.article;
  const en = html(`blog/${id}`);
  expect(en).toContain(escapeHtml(title.en));
  expect(en).toContain(`<h2`);
  expect(en).toContain(escapeHtml(heading));
  for (const item of items) expect(en).toContain(escapeHtml(item));
  expect(en).toContain(image);
  // The uploaded picture is offered as AVIF and WebP copies no wider than itself (64 px here).
  const copy = (format: string) => image.replace(/-\d+x\d+\.png$/, `-64w.${format}`);
  for (const format of ['avif', 'webp']) {
    // HTML attribute names are case-blind: React may write srcSet.
    expect(en.toLowerCase()).toContain(`srcset="${copy(format)} 64w"`);
    expect(fs.existsSync(path.join(editCopyDir, OUT, copy(format)))).toBe(true);
  }
  const hreflang = [...en.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]).sort();
  expect(hreflang).toEqual(['en', 'fr', 'x-default']);
  expect(html(`fr/blog/${id}`)).toContain(escapeHtml(title.fr));
  for (const lang of LANGS.filter((l) => l !== 'en' && l !== 'fr'))
    expect(fs.existsSync(path.join(editCopyDir, OUT, lang, 'blog', id))).toBe(false);
  expect(html('blog')).toContain(escapeHtml(title.en));
  expect(html('fr/blog')).toContain(escapeHtml(title.fr));
  expect(html('de/blog')).not.toContain(escapeHtml(title.en));

  // (b) The testimonial: in the home page's quotes and on /testimonials.
  expect(html('')).toContain(made.testimonial);
  expect(html('testimonials')).toContain(made.testimonial);

  // (c) The team member: on every page that shows the team (a block "from" it, or a shared
  // section with one), by the name written in their file.
  const person = read(`content/team/${made.member}.json`).name as string;
  const pageFiles = fs
    .readdirSync(path.join(editCopyDir, 'pages'))
    .filter((f) => f.endsWith('.json'));
  const fromTeam = (text: string) => /"from":\s*"team"/.test(text);
  const teamSections = fs
    .readdirSync(path.join(editCopyDir, 'pages/_sections'))
    .filter((f) => fromTeam(fs.readFileSync(path.join(editCopyDir, 'pages/_sections', f), 'utf8')))
    .map((f) => f.replace(/\.json$/, ''));
  const teamPages = pageFiles
    .filter((f) => {
      const text = fs.readFileSync(path.join(editCopyDir, 'pages', f), 'utf8');
      return fromTeam(text) || teamSections.some((n) => text.includes(`"include": "${n}"`));
    })
    .map((f) => (f === 'index.json' ? '' : f.replace(/\.json$/, '')));
  expect(teamPages.length).toBeGreaterThan(0);
  for (const p of teamPages) expect(html(p), `/${p}`).toContain(escapeHtml(person));

  // (d) Every page that names the fact shows the new figure, in every language.
  const figure = (lang: string) =>
    new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : lang).format(made.clients.value);
  for (const p of made.clients.pages)
    for (const lang of LANGS) {
      const route = [lang === 'en' ? '' : lang, p].filter(Boolean).join('/');
      expect(html(route), `/${route}`).toContain(figure(lang));
    }
});

// Last: it leaves a text pending, which the build above would refuse to publish.
test('an article’s French title left for later: saved as pending, shown so on reopening', async ({
  page,
}) => {
  await page.goto('/?content=blog');
  const entry = page.locator('.ed-entries .ed-entry').first();
  const id = await entry.locator('.ed-help').innerText();
  await entry.click();
  const title = page.getByLabel('Title (French)', { exact: true });
  await title.fill('');
  await page.locator('.ed-header .ed-save').click();
  await expect(page.getByRole('status')).toHaveText(/^Not saved: 1 translation is still to write/, {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'Translate later' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Saved: /, { timeout: 60_000 });
  const file = `content/blog/${id.trim().split(' ')[0]}/fr.md`;
  const record = read('locales-made-from.json') as Record<string, Record<string, Json>>;
  expect(record.fr![file]).toEqual({ title: 'pending' });

  await page.reload();
  await page.locator('.ed-entries .ed-entry').first().click();
  await expect(page.getByLabel('Title (French)', { exact: true })).toHaveValue('');
  await expect(
    page.locator('.ed-langs[data-field="/title"] [data-lang="fr"] .ed-mark-pending'),
  ).toBeVisible();

  // Written, it is pending no more; and the copy the editor's other tests lint is whole again.
  await page
    .getByLabel('Title (French)', { exact: true })
    .fill('L’IA dans les entreprises marocaines');
  await page.locator('.ed-header .ed-save').click();
  await expect(page.getByRole('status')).toHaveText(/^Saved: /, { timeout: 60_000 });
  const after = read('locales-made-from.json') as Record<string, Record<string, Json>>;
  expect(after.fr![file]).not.toEqual({ title: 'pending' });
});
