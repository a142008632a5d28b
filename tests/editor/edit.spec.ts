import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { editCopyDir } from './where.ts';

/**
 * `npm run edit` as an editor uses it, on a copy of the repository: every expectation is read
 * from the copy's pages/ and locales/ before the edit, never written here.
 */
const FILE = 'pages/solutions.json';
const LANGS = ['en', 'ar', 'fr', 'es', 'de', 'it'];

type Json = Record<string, unknown>;
const read = (rel: string) =>
  JSON.parse(fs.readFileSync(path.join(editCopyDir, rel), 'utf8')) as Json;
const bytes = (rel: string) => fs.readFileSync(path.join(editCopyDir, rel), 'utf8');
const word = (lang: string, ns: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>((n, k) => (n as Json)[k], read(`locales/${lang}/${ns}.json`)) as string;

function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(editCopyDir, rel), { withFileTypes: true })) {
      const r = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(r);
      else out.set(r, bytes(r));
    }
  };
  walk('pages');
  walk('locales');
  out.set('locales-made-from.json', bytes('locales-made-from.json'));
  return out;
}

const canvas = (page: Page) => page.frameLocator('#preview-frame');
const fields = (page: Page) => page.locator('.ed-fields:visible');

async function open(page: Page, lang: string) {
  await page.goto(`/?page=${FILE}&lang=${lang}`);
  const [ns, key] = (read(FILE).blocks as Json[])[0]!.title!.toString().split(':') as [
    string,
    string,
  ];
  await expect(canvas(page).locator('h1')).toHaveText(word(lang, ns, key));
}

async function select(page: Page, type: string, nth = 0) {
  await canvas(page)
    .locator(`[data-puck-component^="${type}-"]`)
    .nth(nth)
    .click({ position: { x: 20, y: 20 } });
  await expect(fields(page).getByRole('group', { name: `Move this ${type} block` })).toBeVisible();
}

/** Moves the pointer in small steps, as a hand does: dnd-kit follows nothing faster. */
async function dragTo(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.waitForTimeout(300);
  for (let i = 1; i <= 30; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 30, from.y + ((to.y - from.y) * i) / 30);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(300);
  await page.mouse.up();
}

/** Drags a block from the catalogue (Puck's drawer) to the end of the page. */
async function addFromDrawer(page: Page, label: string) {
  const item = (await page.getByText(label, { exact: true }).first().boundingBox())!;
  const last = canvas(page).locator('[data-puck-component]').last();
  await last.scrollIntoViewIfNeeded();
  const end = (await last.boundingBox())!;
  const count = await canvas(page).locator('[data-puck-component]').count();
  await dragTo(
    page,
    { x: item.x + 10, y: item.y + item.height / 2 },
    { x: end.x + end.width / 2, y: end.y + end.height - 5 },
  );
  await expect(canvas(page).locator('[data-puck-component]')).toHaveCount(count + 1);
}

const readWord = (lang: string, ns: string, key: string) => word(lang, ns, key);

test('an invalid value shows the lint’s message on its field and writes nothing', async ({
  page,
}) => {
  const before = snapshot();
  await open(page, 'en');
  await select(page, 'hero');
  const anchor = fields(page).locator('[data-field="anchor"]');
  await anchor.locator('input').fill('Not An Anchor!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ed-status')).toContainText('Not saved: 1 problem');
  await expect(anchor).toHaveAttribute('aria-invalid', 'true');
  // Placed in words: the page and its section, never a file's path.
  await expect(anchor.locator('.ed-problems')).toContainText(/^Page “solutions” · section \d+ .+/);
  expect(snapshot()).toEqual(before);
});

test('a page that does not exist is said so, not left loading', async ({ page }) => {
  await page.goto('/?page=pages/no-such-page.json&lang=xx');
  // Named as a page, not as its file.
  await expect(page.getByRole('alert')).toHaveText(/^The page “no-such-page” does not exist\./);
});

test('a write from another origin is refused', async ({ request }) => {
  const before = snapshot();
  const page = read(FILE);
  const response = await request.post('/__edit/api/save', {
    headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
    data: { file: FILE, page: { ...page, blocks: [] }, words: [], reviewed: [], versions: {} },
  });
  expect(response.status()).toBe(403);
  expect(snapshot()).toEqual(before);
});

test('the editor has no serious or critical axe violation of its own', async ({ page }) => {
  await open(page, 'fr');
  await select(page, 'faq');
  const violations = await axeViolations(page, { iframes: false });
  // Left to Puck: its list items are draggable buttons holding their own Duplicate and Delete
  // buttons (nested-interactive). Everything else Puck left unnamed is named by PuckLabels.
  expect(violations.filter((v) => v.id !== 'nested-interactive')).toEqual([]);
});

test('Arabic is edited right to left, in Arabic words', async ({ page }) => {
  await open(page, 'ar');
  await expect(canvas(page).locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(canvas(page).locator('html')).toHaveAttribute('lang', 'ar');
  // The canvas wears the theme the live page shows: on a light system, the home page is still
  // forced dark, and this page is not.
  await expect(canvas(page).locator('html')).not.toHaveClass(/\bdark\b/);
  await page.goto('/?page=pages/index.json&lang=ar');
  await expect(canvas(page).locator('main, [data-block]').first()).toBeVisible();
  await expect(canvas(page).locator('html')).toHaveClass(/\bdark\b/);
});

test('reorder by keyboard and by drag, retext the French headline, add a question, save: the exact diff, lint clean', async ({
  page,
}) => {
  const original = read(FILE);
  const blocks = original.blocks as Json[];
  const hero = blocks[0]!;
  const faqIndex = blocks.findIndex((b) => b.type === 'faq');
  const faq = blocks[faqIndex]!;
  const [ns, titleKey] = String(hero.title).split(':') as [string, string];
  const before = snapshot();
  const t0 = Date.now();

  await open(page, 'fr');

  // Keyboard: the first service section moves down one place.
  await select(page, 'serviceSection', 0);
  await fields(page).getByRole('button', { name: 'Move down' }).focus();
  await page.keyboard.press('Enter');
  await expect(fields(page).getByText(/^Block 4 of/)).toBeVisible();

  // Drag: the call-to-action band goes above the questions.
  const band = canvas(page).locator('[data-puck-component^="ctaBand-"]');
  const questions = canvas(page).locator('[data-puck-component^="faq-"]');
  await band.scrollIntoViewIfNeeded();
  // dnd-kit follows the pointer only when it moves in small steps, as a hand does.
  const from = (await band.boundingBox())!;
  const to = (await questions.boundingBox())!;
  const x = from.x + from.width / 2;
  await dragTo(page, { x, y: from.y + from.height / 2 }, { x, y: to.y - 5 });
  await expect
    .poll(async () =>
      canvas(page)
        .locator('[data-puck-component]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-puck-component')!.split('-')[0])),
    )
    .toEqual(
      (() => {
        const types = blocks.map((b) => String(b.type));
        [types[2], types[3]] = [types[3]!, types[2]!];
        const band = types.splice(faqIndex + 1, 1)[0]!;
        types.splice(faqIndex, 0, band);
        return types;
      })(),
    );

  // The French headline.
  const newTitle = `${word('fr', ns, titleKey)} — nouvelle version`;
  await select(page, 'hero');
  await fields(page).locator('[data-field="title"] textarea[lang="fr"]').fill(newTitle);
  await expect(canvas(page).locator('h1')).toHaveText(newTitle);

  // A new question, in all six languages.
  await select(page, 'faq');
  const items = faq.items as Json[];
  const n = items.length;
  await fields(page)
    .locator('[data-field="items"]')
    .or(fields(page).getByText('Items', { exact: true }))
    .first()
    .waitFor();
  await fields(page).getByRole('button', { name: 'Add to Items' }).click();
  await fields(page)
    // It arrives with the example's words, ready to rewrite.
    .getByRole('button', { name: new RegExp(`^${n + 1}\\. `) })
    .click();
  // Two words each: no language check applies to so short a text, in any script.
  const asked = (l: string) => `Question ${l.toUpperCase()}`;
  const answered = (l: string) => `Réponse ${l.toUpperCase()}`;
  for (const l of LANGS) {
    await fields(page)
      .locator(`[data-field="items[${n}].question"] textarea[lang="${l}"]`)
      .fill(asked(l));
    await fields(page)
      .locator(`[data-field="items[${n}].answer"] textarea[lang="${l}"]`)
      .fill(answered(l));
  }

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ed-status')).toContainText('Saved:', { timeout: 60_000 });
  const seconds = (Date.now() - t0) / 1000;
  console.log(
    `retext + two moves + a six-language question + save: ${seconds.toFixed(1)} s in the editor`,
  );

  // The page: the same file with two moves and one more question, nothing else.
  const saved = read(FILE);
  const newItem = (saved.blocks as Json[]).find((b) => b.type === 'faq')!.items as Json[];
  const q = String(newItem[n]!.question);
  const a = String(newItem[n]!.answer);
  expect(q).toMatch(new RegExp(`^${ns}:faq\\.items\\.${n}\\.question(-\\d+)?$`));
  expect(a).toMatch(new RegExp(`^${ns}:faq\\.items\\.${n}\\.answer(-\\d+)?$`));
  const expected = structuredClone(original);
  const eb = expected.blocks as Json[];
  [eb[2], eb[3]] = [eb[3]!, eb[2]!];
  (eb[faqIndex]!.items as Json[]).push({ question: q, answer: a });
  const [bandBlock] = eb.splice(faqIndex + 1, 1);
  eb.splice(faqIndex, 0, bandBlock!);
  expect(saved).toEqual(expected);

  // The words: the French headline, and the new question in six languages; nothing else.
  const after = snapshot();
  const changed = [...after.keys()].filter((f) => before.get(f) !== after.get(f)).sort();
  expect(changed).toEqual(
    [FILE, 'locales-made-from.json', ...LANGS.map((l) => `locales/${l}/${ns}.json`)].sort(),
  );
  for (const l of LANGS) {
    const qKey = q.split(':')[1]!;
    const aKey = a.split(':')[1]!;
    expect(word(l, ns, qKey)).toBe(asked(l));
    expect(word(l, ns, aKey)).toBe(answered(l));
    const oldLines = before.get(`locales/${l}/${ns}.json`)!.split('\n');
    const newLines = after.get(`locales/${l}/${ns}.json`)!.split('\n');
    const removed = oldLines.filter((line) => !newLines.includes(line)).map((s) => s.trim());
    const frenchTitle = JSON.stringify(oldTitle(before, ns, titleKey));
    expect(removed, l).toEqual(
      l === 'fr' ? [oldLines.find((line) => line.includes(`: ${frenchTitle}`))!.trim()] : [],
    );
  }
  expect(word('fr', ns, titleKey)).toBe(newTitle);

  // The lint passes: what the editor wrote is a valid site. That a valid edit builds and ships as
  // written is `npm run test:editor-change`'s proof (it builds an edited copy); building this copy
  // too cost a second full build in every CI run.
  const lint = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts'], {
    cwd: editCopyDir,
    encoding: 'utf8',
  });
  expect(lint.status, lint.stdout + lint.stderr).toBe(0);
});

function oldTitle(before: Map<string, string>, ns: string, key: string): string {
  const json = JSON.parse(before.get(`locales/fr/${ns}.json`)!) as Json;
  return key.split('.').reduce<unknown>((n, k) => (n as Json)[k], json) as string;
}

test('retexting a headline in six languages: the steps and the time, and all six saved', async ({
  page,
}) => {
  const t0 = Date.now();
  let steps = 0;
  await open(page, 'en');
  await page.getByLabel('Page', { exact: true }).selectOption('pages/about.json');
  steps++;
  const hero = (read('pages/about.json').blocks as Json[])[0]!;
  const [ns, key] = String(hero.title).split(':') as [string, string];
  await expect(canvas(page).locator('h1')).toHaveText(word('en', ns, key));
  await select(page, 'hero');
  steps++;
  const say = (l: string) => `${word(l, ns, key)} (${l.toUpperCase()})`;
  const wanted = Object.fromEntries(LANGS.map((l) => [l, say(l)]));
  for (const l of LANGS) {
    await fields(page).locator(`[data-field="title"] textarea[lang="${l}"]`).fill(wanted[l]!);
    steps++;
  }
  await page.getByRole('button', { name: 'Save' }).click();
  steps++;
  await expect(page.locator('.ed-status')).toContainText('Saved:', { timeout: 60_000 });
  console.log(
    `a headline in six languages: ${steps} steps, ${((Date.now() - t0) / 1000).toFixed(1)} s in the editor`,
  );
  for (const l of LANGS) expect(word(l, ns, key)).toBe(wanted[l]);
  // English changed together with its translations: none is left stale.
  const lint = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts'], {
    cwd: editCopyDir,
    encoding: 'utf8',
  });
  expect(lint.status, lint.stdout + lint.stderr).toBe(0);
});

test('a duplicated block gets texts of its own, and undo takes it back', async ({ page }) => {
  await open(page, 'en');
  await select(page, 'faq');
  const original = await fields(page).locator('[data-field="title"]').getAttribute('data-key');
  const count = await canvas(page).locator('[data-puck-component]').count();
  await canvas(page).getByRole('button', { name: 'Duplicate' }).click();
  await expect(canvas(page).locator('[data-puck-component]')).toHaveCount(count + 1);
  await select(page, 'faq', 1);
  const copy = fields(page).locator('[data-field="title"]');
  await expect(copy).not.toHaveAttribute('data-key', original!);
  await expect(copy).toHaveAttribute('data-key', /^solutions:faq-\d+\.title$/);
  await expect(fields(page).locator('[data-field="anchor"] input')).toHaveValue('');
  // Its words start as the original's, and change alone.
  const [ns, key] = original!.split(':') as [string, string];
  await expect(copy.locator('textarea[lang="en"]')).toHaveValue(readWord('en', ns, key));
  await copy.locator('textarea[lang="en"]').fill('Only the copy says this');
  await expect(canvas(page).getByText('Only the copy says this')).toHaveCount(1);
  await expect(canvas(page).getByText(readWord('en', ns, key), { exact: true })).toHaveCount(1);
  // Undo (Puck's header) removes the copy again.
  // The copy and its own texts are one step of history.
  await page.getByRole('button', { name: 'undo' }).click();
  await expect(canvas(page).locator('[data-puck-component]')).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'redo' })).toBeEnabled();
});

test('a new page with three blocks, in six languages, saved through the lint', async ({ page }) => {
  const name = 'summer-offer';
  const t0 = Date.now();
  let steps = 0;
  await open(page, 'en');
  await page.getByLabel('New page').fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  steps += 2;
  await expect(page.locator('.ed-status')).toContainText(`New page “${name}”`);
  await expect(canvas(page).locator('[data-puck-component^="hero-"]')).toBeVisible();
  // The page's own texts (nothing selected: the page's fields), then the hero's.
  // Capitalised: English headings are in Title Case, and the lint checks them on save.
  const say = (field: string, l: string) =>
    `${field[0]!.toUpperCase()}${field.slice(1)} ${l.toUpperCase()}`;
  for (const field of ['meta.title', 'meta.description']) {
    for (const l of LANGS) {
      await fields(page)
        .locator(`[data-field="${field}"] textarea[lang="${l}"]`)
        .fill(say(field, l));
      steps++;
    }
  }
  await select(page, 'hero');
  steps++;
  for (const field of ['page', 'title', 'subtitle'])
    for (const l of LANGS) {
      await fields(page)
        .locator(`[data-field="${field}"] textarea[lang="${l}"]`)
        .fill(say(field, l));
      steps++;
    }
  // Added in this order, after the hero a new page starts with.
  const added = ['faq', 'ctaBand'];
  await addFromDrawer(page, 'Faq');
  await addFromDrawer(page, 'Cta band');
  steps += added.length;
  await page.getByRole('button', { name: 'Save' }).click();
  steps++;
  await expect(page.locator('.ed-status')).toContainText('Saved:', { timeout: 60_000 });
  console.log(
    `a new page with three blocks: ${steps} steps, ${((Date.now() - t0) / 1000).toFixed(1)} s in the editor`,
  );

  const saved = read(`pages/${name}.json`);
  expect((saved.blocks as Json[]).map((b) => b.type)).toEqual(['hero', ...added]);
  for (const l of LANGS) {
    expect(readWord(l, name, 'hero.title')).toBe(say('title', l));
    expect(readWord(l, name, 'meta.description')).toBe(say('meta.description', l));
  }
  // The catalogue's blocks came with texts of their own, in this page's file, in every language.
  const faqTitle = String((saved.blocks as Json[])[1]!.title);
  expect(faqTitle).toMatch(new RegExp(`^${name}:faq(-\\d+)?\\.title$`));
  for (const l of LANGS) expect(readWord(l, name, faqTitle.split(':')[1]!)).toBeTruthy();
  const lint = spawnSync('npx', ['tsx', 'scripts/lint/lintPages.ts'], {
    cwd: editCopyDir,
    encoding: 'utf8',
  });
  expect(lint.status, lint.stdout + lint.stderr).toBe(0);
});

test('a shared section shows the fields of its block, with this page’s own words', async ({
  page,
}) => {
  const about = read('pages/about.json');
  const include = (about.blocks as Json[]).find((b) => typeof b.include === 'string')!;
  await page.goto('/?page=pages/about.json&lang=en');
  await canvas(page)
    .locator('[data-puck-component^="include-"]')
    .click({ position: { x: 30, y: 30 } });
  await expect
    .poll(() =>
      fields(page)
        .locator('[data-field="include"] select')
        .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label),
    )
    .toBe(String(include.include));
  const [ns, key] = String(include.title).split(':') as [string, string];
  await expect(fields(page).locator('[data-field="title"] textarea[lang="en"]')).toHaveValue(
    word('en', ns, key),
  );
});

test('the block catalogue opens from the editor', async ({ page }) => {
  const [popup] = await Promise.all([
    // The new tab is reported once /catalogue first answers, after its build (over a minute on
    // a loaded two-core machine): the action timeout is too short for that.
    page.waitForEvent('popup', { timeout: 150_000 }),
    open(page, 'en').then(() => page.getByRole('link', { name: 'Block catalogue' }).click()),
  ]);
  await expect(popup.getByRole('heading', { level: 1, name: 'Block catalogue' })).toBeVisible({
    timeout: 120_000,
  });
  // Every block schema of the copy has its section, built from the copy's schemas/.
  const types = fs
    .readdirSync(path.join(editCopyDir, 'schemas/blocks'))
    .map((f) => f.replace('.schema.json', ''))
    .sort();
  // Asked until the page has all arrived: its heading shows while the rest of the HTML is still
  // coming (CI once read 3 sections short on a loaded machine).
  await expect
    .poll(
      () =>
        popup
          .locator('[data-catalogue-block]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-catalogue-block')!).sort()),
      { timeout: 60_000 },
    )
    .toEqual(types);
});

test('new English: each translation says what to do there; French typography is applied on save, the rest saved as pending', async ({
  page,
}) => {
  const file = 'pages/about.json';
  const hero = (read(file).blocks as Json[])[0]!;
  const [ns, key] = String(hero.title).split(':') as [string, string];
  const others = LANGS.filter((l) => l !== 'en' && l !== 'fr');
  await page.goto(`/?page=${file}&lang=en`);
  await expect(canvas(page).locator('h1')).toHaveText(word('en', ns, key));
  await select(page, 'hero');
  const title = fields(page).locator('[data-field="title"]');
  await title.locator('textarea[lang="en"]').fill(`${word('en', ns, key)} Now?`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ed-status')).toContainText('Not saved', { timeout: 60_000 });
  const french = title.locator('[data-lang="fr"]');
  const said = french.locator('.ed-problems');
  await expect(said).toContainText('Rewrite this text');
  await expect(said).toContainText('"Still correct"');
  await expect(said).not.toContainText('npm');
  await expect(french.getByRole('button', { name: 'Still correct' })).toBeVisible();

  // French typed with a plain space before "?", as a keyboard gives it.
  await french.locator('textarea').fill(`${word('fr', ns, key)} maintenant ?`);
  for (const l of others)
    await title
      .locator(`[data-lang="${l}"]`)
      .getByRole('button', { name: 'Translate later' })
      .click();
  await expect(title.locator(`[data-lang="${others[0]}"] .ed-mark`)).toContainText('pending');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ed-status')).toContainText('Saved:', { timeout: 60_000 });
  expect(word('fr', ns, key)).toMatch(/ maintenant\u202F\?$/);
  const record = read('locales-made-from.json') as Record<string, Record<string, Json>>;
  for (const l of others) expect(record[l]![ns]![key]).toBe('pending');
});
