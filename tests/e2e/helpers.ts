import fs from 'node:fs';
import path from 'node:path';
import { expandIncludes, SECTIONS_FOLDER } from '../../src/engine/sections';
import { createRequire } from 'node:module';
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/forms/minFill';
import type { Figure } from '../../src/generated/schema-types';
import { formatFigure } from '../../src/i18n/figure';

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const DIST = path.resolve(import.meta.dirname, '../..', process.env.SITE_OUT ?? 'dist');
export const LANGUAGES = ['en', 'ar', 'fr', 'es', 'de', 'it'];

/** Every prerendered page in dist/, as URL paths ("/", "/about", "/fr/about" ...). */
export function builtRoutes(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory() && e.name !== 'assets' && e.name !== 'locales' && e.name !== '.vite')
        walk(path.join(dir, e.name));
      else if (e.name === 'index.html')
        out.push('/' + path.relative(DIST, dir).split(path.sep).join('/'));
    }
  };
  walk(DIST);
  return out.map((r) => (r === '/' ? '/' : r.replace(/\/$/, ''))).sort();
}

/** English routes (no language prefix) that render a page rather than redirect. */
export function englishPageRoutes(): string[] {
  return builtRoutes().filter((r) => {
    if (LANGUAGES.some((l) => l !== 'en' && (r === `/${l}` || r.startsWith(`/${l}/`))))
      return false;
    const html = fs.readFileSync(path.join(DIST, r, 'index.html'), 'utf8');
    return !html.includes('http-equiv="refresh"');
  });
}

/** The boot data a built page names (its data-boot file under /assets/boot/), parsed. */
export function builtBoot(route: string): {
  pathname: string;
  resolution: { file?: string; namespaces?: string[] };
  words?: Record<string, Record<string, unknown>>;
  content?: Record<string, unknown>;
} {
  const html = fs.readFileSync(path.join(DIST, route, 'index.html'), 'utf8');
  const src = /<script type="application\/json" id="modules" data-boot="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`${route}: its HTML names no boot file`);
  return JSON.parse(fs.readFileSync(path.join(DIST, src), 'utf8'));
}

/**
 * One English route per page file: the many addresses of a dynamic page (/blog/<id>,
 * /app/<path>) share its blocks and words, so a sweep over all of them only costs time.
 */
export function routesOnePerPageFile(): string[] {
  const seen = new Set<string>();
  return englishPageRoutes().filter((r) => {
    const file = builtBoot(r).resolution.file ?? r;
    if (seen.has(file)) return false;
    seen.add(file);
    return true;
  });
}

export const localized = (route: string, lang: string) =>
  lang === 'en' ? route : route === '/' ? `/${lang}` : `/${lang}${route}`;

/** Console errors and uncaught exceptions seen by the page, for a "no errors" assertion. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** Third-party hosts are unreachable for visitors on a bad network, and on this machine. */
export async function blockThirdParties(page: Page) {
  await page.route(/^https?:\/\/(?!localhost)/, (route) => route.abort('internetdisconnected'));
}

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A colour measured mid-transition (a tab just clicked) is neither the old nor the new one:
  // let finite transitions finish first. The cap runs in Node: a page's fake clock cannot hold it.
  await Promise.race([
    page
      .evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ).then(() => undefined),
      )
      .catch(() => undefined), // the page may move on while the race is lost
    new Promise((resolve) => setTimeout(resolve, 1500)),
  ]);
  // Evaluated through the DevTools protocol: the site's Content Security Policy (rightly)
  // refuses an inline <script> tag, and the test must see the page as served.
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          o: object,
        ) => Promise<{
          violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(', ')}`);
}

/** Words as a pattern that matches them literally: translations may contain ( ) . ? and the like. */
export const literal = (text = '') => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until React has hydrated the prerendered page (links then navigate client-side). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };

const T0 = new Date('2026-01-05T09:00:00Z');

/**
 * A fake clock for timed behaviour: install it before page.goto (time reads T0, timers still
 * run so the page can hydrate), then stop it once hydrated, so the test steps through time with
 * page.clock.runFor() alone.
 */
export async function installClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.setFixedTime(T0);
}

/**
 * Lets the form's minimum fill time (src/forms/minFill.ts) pass on the fake clock, as it does
 * for a person typing: a quicker submission is taken for a script and silently dropped.
 */
export async function takeTimeToFill(page: Page) {
  await page.clock.runFor(MIN_FILL_MS);
}

export async function pauseClock(page: Page) {
  await page.clock.pauseAt(T0);
  await page.clock.setSystemTime(T0);
}

/**
 * The built site as deployed with a form endpoint (site.json `forms.endpoint`), without a second
 * build: the script that reads the setting is served with a same-origin address in its place (the
 * security policy allows 'self'), and `answer` plays the endpoint. `patched()` says whether the
 * setting was found, so a test cannot pass against the simulating default.
 */
export async function withFormEndpoint(page: Page, answer: (route: Route) => Promise<void>) {
  const endpoint = '/__form-endpoint';
  let patched = false;
  await page.route(endpoint, answer);
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const script = await response.text();
    const served = script.replace(/[\w$]+\.forms\?\.endpoint\b/g, () => {
      patched = true;
      return JSON.stringify(endpoint);
    });
    await route.fulfill({ response, body: served });
  });
  return { patched: () => patched };
}

/** The visitor has already answered the cookie banner (spec §4; the banner has its own tests). */
export async function storeConsentChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'rejected');
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    );
  });
}

/** A namespace's words in a language, from locales/: tests assert the very texts visitors read. */
// The files are plain JSON whose shape each test knows; typing every namespace would buy nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function localeWords(lang: string, ns: string): any {
  return JSON.parse(fs.readFileSync(`locales/${lang}/${ns}.json`, 'utf8'));
}

/**
 * The blocks a page file lists, in order, as "type#id": what an editor wrote is what the page
 * must show, so reordering sections in pages/ never turns a test red.
 */
export function pageBlockOrder(file: string): string[] {
  return pageBlocks(file).map((b) => `${b.type}#${b.id ?? ''}`);
}

/** A page file's blocks as visitors get them: shared sections included (engine/sections.ts). */
export function pageBlocks(file: string): { type: string; id?: string }[] {
  const read = (rel: string) => JSON.parse(fs.readFileSync(rel, 'utf8')) as { blocks: unknown[] };
  return expandIncludes(read(`pages/${file}.json`).blocks, (name) =>
    read(`pages/${SECTIONS_FOLDER}/${name}.json`),
  ) as { type: string; id?: string }[];
}

/**
 * One block of a page file, by id, as the editor wrote it: tests take counts and figures from
 * here, so an editor's valid change to pages/ never needs a test changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any block's shape, read by tests
export function pageBlock(file: string, id: string): any {
  const block = pageBlocks(file).find((b) => b.id === id);
  if (!block) throw new Error(`pages/${file}.json has no block with id "${id}"`);
  return block;
}

/**
 * A page's translation key ("technology:expertise.web.title") in a language's words, as the
 * visitor reads it. Plural keys give their "other" form.
 */
export function pageText(lang: string, key: string): string {
  const at = key.indexOf(':');
  if (at < 0) throw new Error(`"${key}" is not a translation key (namespace:path)`);
  const path = key.slice(at + 1).split('.');
  const last = path.pop() as string;
  let node = localeWords(lang, key.slice(0, at)) as Record<string, unknown> | undefined;
  for (const part of path) node = node?.[part] as Record<string, unknown> | undefined;
  const text = node?.[last] ?? node?.[`${last}_other`];
  if (typeof text !== 'string') throw new Error(`locales/${lang} has no text for "${key}"`);
  return text;
}

/** The figures of a stats block as a language writes them ("10 000+", "98 %"), in order. */
export const pageFigures = (file: string, id: string, lang: string): string[] =>
  (pageBlock(file, id).metrics as { number: Figure }[]).map((m) => formatFigure(m.number, lang));

/** A figure from a page file as the visitor reads it in that language. */
export const shownFigure = (figure: Figure, lang: string): string => formatFigure(figure, lang);

/** The page's blocks in order, as "type#id". */
export function blockOrder(page: Page): Promise<string[]> {
  return page
    .locator('main [data-block]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-block')}#${e.id}`));
}

/**
 * Opens `to` as a visitor does from inside the site: the language's home page first, then a
 * client-side navigation (the router follows history, as on a link click). Prerendered pages carry
 * their articles and stories in the HTML; only this way are they fetched, so loading and failure
 * states are reached the way visitors meet them.
 */
export async function arriveInApp(page: Page, to: string) {
  const lang = LANGUAGES.find((l) => to === `/${l}` || to.startsWith(`/${l}/`));
  await page.goto(lang ? `/${lang}` : '/');
  await hydrated(page);
  const heading = () => page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
  const home = await heading();
  // What the move asks the server for, so that a move that never ends says which request it
  // waited on instead of only timing out. (Twice in ~25 full runs it ended with none pending: a
  // load that settled between the page host's render and its effect, now fixed and unit-tested in
  // tests/unit/page-host.test.tsx.)
  const pending = new Map<Request, string>();
  const failed: string[] = [];
  const started = (r: Request) => pending.set(r, r.url());
  const ended = (r: Request) => pending.delete(r);
  const broke = (r: Request) => {
    pending.delete(r);
    failed.push(`${r.url()} (${r.failure()?.errorText ?? 'failed'})`);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', broke);
  try {
    await page.evaluate((url) => {
      // Where the move starts, for a test that measures only what follows (layout shifts).
      performance.mark('arrive-in-app');
      history.pushState({}, '', url);
      dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    // The home page stays on screen until the next page's code and words have arrived: slow on
    // a loaded machine, so wait for the switch itself before the caller checks what it shows.
    await expect
      .poll(heading, { timeout: 15_000, message: `navigating to ${to}` })
      .not.toBe(home)
      .catch((error: Error) => {
        error.message += `\nstill waiting on: ${[...pending.values()].join(', ') || 'no request'}\nfailed: ${failed.join(', ') || 'none'}`;
        throw error;
      });
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', broke);
  }
}
