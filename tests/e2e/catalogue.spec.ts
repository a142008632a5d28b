/**
 * The block catalogue (docs/architecture.md#editors-edit-through-the-schemas), built by `npm run
 * catalogue`'s script into a scratch folder and served as static files by sirv on a port of its own
 * (the config's web server serves dist/). What it must show is derived from schemas/blocks/ and
 * locales/, never written here.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sirv from 'sirv';
import { test, type Page } from '@playwright/test';
import { createValidator } from '../../scripts/lib/ajv';
import { blockTypeOf, loadSchemas } from '../../scripts/lib/schemas';
import { expect, pageText, seriousAxeViolations } from './helpers';

const validator = createValidator();
const blockSchemas = loadSchemas().flatMap((f) => {
  const type = blockTypeOf(f.rel);
  return type ? [{ type, rel: f.rel, examples: f.schema.examples ?? [] }] : [];
});
const LANGS = [
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
];

/** The words of an example's text keys in a language, as locales/ holds them. */
function exampleTexts(rel: string, example: unknown, lang: string): string[] {
  const { errors, collected } = validator.validate(rel, example);
  expect(errors, `${rel}: its example must be valid`).toEqual([]);
  // A key without words is the catalogue's own failure (first test); here, the words there are.
  const text = (key: string) => {
    try {
      return pageText(lang, key);
    } catch {
      return '';
    }
  };
  return collected.textKeys.map((k) => text(k.value)).filter((t) => t && !t.includes('{{'));
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

let dir = '';
let server: http.Server | undefined;
let base = '';
let script = { code: 0, output: '' };

// One build and one server for the file's tests, in order; a failure does not skip the others.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  script = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build/catalogue.ts', '--out', dir, '--from-build'],
    { maxBuffer: 16 << 20 },
  ).then(
    (r) => ({ code: 0, output: r.stdout + r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code ?? 1,
      output: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    }),
  );
  expect(fs.existsSync(path.join(dir, 'index.html')), script.output).toBe(true);
  server = http.createServer(sirv(dir, { dev: true }));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const open = async (page: Page) => {
  await page.goto(`${base}/`);
  return page;
};

test('every block type of schemas/blocks is listed, each example rendered in English and Arabic with its words', async ({
  page,
}) => {
  await open(page);
  expect(blockSchemas.length).toBeGreaterThan(0);
  const toc = page.getByRole('navigation', { name: 'Blocks' });
  for (const { type, rel, examples } of blockSchemas) {
    const section = page.locator(`section[data-catalogue-block="${type}"]`);
    await expect(section, type).toHaveCount(1);
    await expect(toc.locator(`a[href="#block-${type}"]`), type).toHaveCount(1);
    expect(examples.length, `${rel} has examples`).toBeGreaterThan(0);
    for (const [i, example] of examples.entries()) {
      for (const { lang, dir: direction } of LANGS) {
        const render = section.locator(
          `.cat-render[data-catalogue-lang="${lang}"][data-catalogue-example="${i + 1}"]`,
        );
        await expect(render, `${type} #${i + 1} ${lang}`).toHaveCount(1);
        // A block that shows only in the browser (the sticky bar) says so instead.
        if ((await render.getAttribute('data-catalogue-browser-only')) !== null) {
          await expect(render).toContainText('appears only in the browser');
          await expect(render.locator('[data-block]')).toHaveCount(0);
          continue;
        }
        const canvas = render.locator('.cat-canvas');
        await expect(canvas).toHaveAttribute('lang', lang);
        await expect(canvas).toHaveAttribute('dir', direction);
        await expect(canvas.locator(`[data-block="${type}"]`)).toHaveCount(1);
        const texts = exampleTexts(rel, example, lang);
        const shown = squash((await canvas.textContent()) ?? '');
        const attributes = await canvas
          .locator('[alt], [aria-label], [placeholder], [title]')
          .evaluateAll((els) =>
            els.flatMap((e) =>
              ['alt', 'aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
            ),
          );
        const found = texts.filter(
          (t) => shown.includes(squash(t)) || attributes.some((a) => a.includes(squash(t))),
        );
        // Every example shows its own words, in its language; some (a form's "sending…", a
        // closed answer) appear only after a visitor acts, so not every one needs to be there.
        if (texts.length) {
          expect(found.length, `${type} #${i + 1} ${lang}: ${texts.join(' | ')}`).toBeGreaterThan(
            0,
          );
          expect(found.length / texts.length, `${type} #${i + 1} ${lang}`).toBeGreaterThanOrEqual(
            0.5,
          );
        } else expect(shown.length, `${type} #${i + 1} ${lang} shows something`).toBeGreaterThan(0);
      }
    }
  }
  // Nothing listed that has no schema.
  await expect(page.locator('section[data-catalogue-block]')).toHaveCount(blockSchemas.length);
});

test('Arabic renderings are right-to-left, in the Arabic face the site uses', async ({ page }) => {
  await open(page);
  const arabic = page.locator('.cat-render[data-catalogue-lang="ar"]');
  await expect(arabic).toHaveCount(blockSchemas.reduce((n, s) => n + s.examples.length, 0));
  await expect(page.locator('.cat-canvas[lang="ar"]:not([dir="rtl"])')).toHaveCount(0);
  const heading = page.locator('.cat-canvas[lang="ar"] h2').first();
  const style = await heading.evaluate((el) => ({
    direction: getComputedStyle(el).direction,
    font: getComputedStyle(el).fontFamily,
  }));
  expect(style.direction).toBe('rtl');
  expect(style.font).toMatch(/^"?Noto Kufi Arabic/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('700 16px "Noto Kufi Arabic"', 'سلام')))
    .toBe(true);
});

test('each snippet is a valid block, and Copy puts it on the clipboard from the keyboard', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  const codes = page.locator('code[data-catalogue-json]');
  const count = await codes.count();
  expect(count).toBe(blockSchemas.reduce((n, s) => n + s.examples.length, 0));
  for (let i = 0; i < count; i++) {
    const code = codes.nth(i);
    const type = (await code.getAttribute('data-catalogue-json')) as string;
    const rel = blockSchemas.find((s) => s.type === type)?.rel as string;
    const snippet = JSON.parse((await code.textContent()) ?? '') as unknown;
    expect(validator.validate(rel, snippet).errors, `${type} snippet`).toEqual([]);
  }
  // One button, by its accessible name, from the keyboard.
  const faq = blockSchemas.find((s) => s.type === 'faq') ?? blockSchemas[0];
  const title = (await page
    .locator(`#block-${faq?.type}-heading`)
    .evaluate((h) => h.firstChild?.textContent?.trim())) as string;
  const button = page.getByRole('button', { name: `Copy the JSON of ${title} example 1` });
  await button.focus();
  await expect(button).toBeFocused();
  const outline = await button.evaluate((b) => getComputedStyle(b).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(button.locator('xpath=..').getByRole('status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(copied)).toEqual(faq?.examples[0]);
});

test('reads without JavaScript: the words and the JSON are there, the Copy buttons hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await open(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Block catalogue' })).toBeVisible();
  await expect(page.locator('.cat-canvas[lang="ar"] [data-block="hero"] h1')).toBeVisible();
  await expect(page.locator('code[data-catalogue-json]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Copy the JSON/ })).toHaveCount(0);
  await context.close();
});

test('headings in order, landmarks, and no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await open(page);
  // The catalogue's own headings (the blocks keep theirs) never skip a level.
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) =>
      hs.filter((h) => !h.closest('.cat-canvas')).map((h) => Number(h.tagName[1])),
    );
  expect(levels[0]).toBe(1);
  for (let i = 1; i < levels.length; i++)
    expect(levels[i] as number).toBeLessThanOrEqual((levels[i - 1] as number) + 1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

// Last, so that a broken example (reported here) does not cost the other tests a second build.
test('npm run catalogue renders every example without a problem', () => {
  // The script still writes the page when an example is broken, and lists what failed.
  const problems = script.output.split('\n').filter((l) => l.startsWith('  - '));
  expect(problems).toEqual([]);
  expect(script.code, script.output).toBe(0);
});
