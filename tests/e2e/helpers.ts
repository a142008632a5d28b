import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/forms/minFill';
import { readClassNames } from '../../scripts/lib/shortClasses';
import { DIST, LANGUAGES } from '../site';

export * from '../site';

/**
 * The languages a page's browser tests visit: English and Arabic (left to right and right to
 * left) in the everyday run; `npm run test:full` (E2E_FULL=1) visits all six.
 */
export const TEST_LANGUAGES = process.env.E2E_FULL ? LANGUAGES : ['en', 'ar'];

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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

/**
 * Nothing may stick out sideways on the narrowest phone we support (360 px), whatever the
 * device the test runs on; the viewport is put back afterwards.
 */
export async function expectFits360(page: Page, what: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is wider than a 360 px screen`).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

/** Records every Content Security Policy violation the page reports, from its first script. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Waits until React has hydrated the prerendered page (links then navigate client-side). */
/**
 * A class of the source as the built site names it (scripts/lib/shortClasses.ts gives most classes
 * a short name), as a pattern for toHaveClass: `builtClass('opacity-0')` → /(^|\s)Qe(\s|$)/.
 */
export function builtClass(name: string): RegExp {
  return new RegExp(`(^|\\s)${builtName(name).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\s|$)`);
}

/** The same as a CSS selector, for a locator: `classSelector('sr-only')` → `.Qe`. */
export const classSelector = (name: string) =>
  `.${builtName(name).replace(/[^\w-]/g, (c) => `\\${c}`)}`;

const builtName = (name: string) => readClassNames(DIST).get(name) ?? name;

export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };

/**
 * Waits until the page is set in its web fonts: public/start.js loads them after the first paint
 * and marks the page "fonts" once all are in (before that, src/styles.css names the stand-ins).
 * Where the swap would move something on the screen, start.js holds them until the visitor's
 * first click or key: a Shift, as a visitor's, lets them in.
 */
export async function fontsApplied(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.classList.contains('fonts') ||
      performance.getEntriesByName('fonts:held').length > 0,
  );
  if (await page.evaluate(() => !document.documentElement.classList.contains('fonts')))
    await page.keyboard.press('Shift');
  await page.locator('html.fonts').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

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

/** The visitor has already answered the cookie banner (the banner has its own tests). */
export async function storeConsentChoice(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'rejected');
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    );
  });
}

/** The page's blocks in order, as "type#id". */
export function blockOrder(page: Page): Promise<string[]> {
  return page
    .locator('main [data-block]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-block')}#${e.id}`));
}

/**
 * Moves to `url` from inside the site, as a link does (the router follows history), and waits
 * until the new page is on screen: its title is set once its code and words have arrived.
 */
export async function goInApp(page: Page, url: string) {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // Checked at every frame: a poll's back-off waited up to a second after the page had switched.
  await page
    .waitForFunction((title) => document.title !== title, before, { timeout: 15_000 })
    .catch((error: Error) => {
      error.message = `navigating to ${url}: the title stayed "${before}"\n${error.message}`;
      throw error;
    });
}

/**
 * Opens `to` as a visitor does from inside the site: the language's home page first (or the
 * English page `from`, in that language), then a client-side navigation (the router follows
 * history, as on a link click). Prerendered pages carry their articles and stories in the HTML;
 * only this way are they fetched, so loading and failure states are reached the way visitors
 * meet them. A page that already showed the content (the home page's testimonials) has it.
 */
export async function arriveInApp(page: Page, to: string, from = '/') {
  const lang = LANGUAGES.find((l) => to === `/${l}` || to.startsWith(`/${l}/`));
  await page.goto(lang ? `/${lang}${from === '/' ? '' : from}` : from);
  await hydrated(page);
  const heading = () => page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
  const home = await heading();
  // What the move asks the server for, so that a move that never ends says which request it
  // waited on instead of only timing out. (Twice in ~25 full runs it ended with none pending: a
  // load that settled between the page host's render and its effect, now fixed and unit-tested in
  // tests/site/page-host.test.tsx.)
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
    await page
      .waitForFunction(
        (before) => (document.querySelector('h1')?.textContent ?? null) !== before,
        home,
        { timeout: 15_000 },
      )
      .catch((error: Error) => {
        error.message = `navigating to ${to}: ${error.message}`;
        error.message += `\nstill waiting on: ${[...pending.values()].join(', ') || 'no request'}\nfailed: ${failed.join(', ') || 'none'}`;
        throw error;
      });
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', broke);
  }
}

/**
 * The screen sizes a hero is laid out at to check its drawing: the narrowest phone we support, a
 * laptop and a wide desktop. Up to 64rem (the words' column, styles.css .hero) the drawing is
 * clipped away whole, so the phone stands for every width to there; beyond, the drawing shows beside
 * the column, and the laptop is where it comes closest to the words.
 */
const HERO_SIZES: readonly (readonly [number, number])[] = [
  [320, 640],
  [1366, 768],
  [1920, 1080],
];

/**
 * Where the hero's drawing is seen under its words or buttons, as "mark × word" descriptions, on
 * the page as laid out now. Runs in the page, so it uses nothing from outside. The browser's hit
 * test answers what is painted at a point: a shape of the drawing counts where its fill or stroke
 * is, after every crop on the way (the hero's overflow, the clip that keeps the drawing beside the
 * words, the svg's viewport), so only a mark a visitor could see behind a word is reported.
 *
 * Where a word's box meets a shape's box (with a margin), an 8 px grid is sampled. Inside the
 * words' column (styles.css .hero, --hero-column) the clip keeps the drawing away whatever the
 * words say, so `everywhere` false samples there only one point per word (the middle of the part
 * under a shape) and the whole grid only where a word runs out of the column: the caller proves
 * the clip with `everywhere` once per drawing, on screens wider than the column (the whole grid
 * cost 100 ms a page and size; a thin orbit line behind /about's eyebrow is missed by the single
 * point alone).
 */
export function heroOverlapsInPage(everywhere: boolean): string[] {
  const visual = document.querySelector('main [data-hero-visual]');
  const hero = visual?.closest('section');
  if (!visual || !hero) return [];
  const svg = visual.querySelector('svg');
  if (svg && getComputedStyle(svg).pointerEvents === 'none')
    return ['the drawing cannot be hit-tested (pointer-events: none), so it cannot be checked'];
  const label = (el: Element) => {
    const words = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const tag = el.tagName.toLowerCase();
    return words
      ? `<${tag}> "${words.slice(0, 40)}"`
      : `<${tag} class="${el.getAttribute('class') ?? ''}">`;
  };
  // Stroke width and anti-aliasing reach a little past a shape's box.
  const PAD = 4;
  const STEP = 8;
  const boxes = [...visual.querySelectorAll('path, circle, ellipse, rect, line, polyline, polygon')]
    .map((mark) => mark.getBoundingClientRect())
    .filter((box) => box.width + box.height > 0);
  const underMark = (x: number, y: number) =>
    boxes.some(
      (b) => x >= b.left - PAD && x <= b.right + PAD && y >= b.top - PAD && y <= b.bottom + PAD,
    );
  // The column, in page pixels: centred in the hero, at most --hero-column wide.
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
  const column = parseFloat(getComputedStyle(hero).getPropertyValue('--hero-column')) * rem;
  const area = visual.getBoundingClientRect();
  const width = Math.min(area.width, column || area.width);
  const inColumn = (x: number) =>
    x >= area.left + (area.width - width) / 2 && x <= area.right - (area.width - width) / 2;
  // Narrower than the column, the clip takes the whole drawing: one point per word proves it.
  const grid = everywhere && area.width > width;
  const problems = new Set<string>();
  const probe = (x: number, y: number, word: Element) => {
    // The boxes were measured at the top of the page; a point below the fold is tested with the
    // page scrolled to it.
    if (y >= innerHeight + scrollY || y < scrollY) window.scrollTo(0, y - innerHeight / 2);
    const hit = document
      .elementsFromPoint(x, y - scrollY)
      .find(
        (el) =>
          el instanceof SVGGraphicsElement && !(el instanceof SVGSVGElement) && visual.contains(el),
      );
    if (hit)
      problems.add(`${label(hit)} touches ${label(word)} at (${Math.round(x)}, ${Math.round(y)})`);
  };
  window.scrollTo(0, 0);
  for (const word of hero.querySelectorAll('h1, h2, p, a, button')) {
    if (visual.contains(word)) continue;
    for (const w of word.getClientRects()) {
      const inside: [number, number][] = [];
      for (let x = w.left - PAD; x <= w.right + PAD; x += STEP)
        for (let y = Math.max(0, w.top - PAD); y <= w.bottom + PAD; y += STEP) {
          if (!underMark(x, y)) continue;
          if (!grid && inColumn(x)) inside.push([x, y]);
          else probe(x, y, word);
        }
      const middle = inside[Math.floor(inside.length / 2)];
      if (middle) probe(middle[0], middle[1], word);
    }
  }
  window.scrollTo(0, 0);
  return [...problems].slice(0, 20);
}

/**
 * The hero's drawing never touches its words or buttons, at every size in HERO_SIZES, on the page
 * as loaded (any language): each failure names the page, the width and the two elements. The
 * viewport is put back afterwards. `everywhere` samples inside the words' column too (see
 * heroOverlapsInPage): once per page file is enough, the clip there is the same in every language.
 */
export async function expectHeroClear(page: Page, what: string, everywhere = false) {
  if ((await page.locator('main [data-hero-visual]').count()) === 0) return;
  const size = page.viewportSize();
  const problems: string[] = [];
  for (const [width, height] of HERO_SIZES) {
    await page.setViewportSize({ width, height });
    for (const p of await page.evaluate(heroOverlapsInPage, everywhere))
      problems.push(`${width} px: ${p}`);
  }
  if (size) await page.setViewportSize(size);
  expect.soft(problems, `${what}: the hero's drawing touches its words`).toEqual([]);
}

/**
 * A first-time visitor on a 360 × 740 phone, the cookie banner open, sees the hero's main button
 * (the first of its actions) whole and uncovered, at the top of the page. The caller opened the
 * page that way (the banner stays open from page to page until it is answered); heroes without
 * actions cost nothing here.
 */
export async function expectPrimaryActionVisible(page: Page, what: string) {
  const action = page.locator('main section:has([data-hero-visual]) h1 ~ div a').first();
  if ((await action.count()) === 0) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  const seen = await action.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const cover =
      top && !el.contains(top) ? (top.closest('[data-consent-banner], header') ?? top) : null;
    return inside && !cover
      ? 'visible'
      : `${inside ? 'inside the screen' : `outside the screen (${Math.round(r.top)}–${Math.round(r.bottom)} px)`}${cover ? `, covered by <${cover.tagName.toLowerCase()}${cover.hasAttribute('data-consent-banner') ? ' data-consent-banner' : ''}>` : ''}`;
  });
  expect
    .soft(seen, `${what}: the hero's main button on a first visit at 360 × 740`)
    .toBe('visible');
}

/**
 * Animations the compositor cannot run alone, as "element: properties", on the page as it is now
 * (runs in the page). Only transform, opacity and the individual translate/scale/rotate of an HTML
 * element stay off the main thread: an animated shape inside an SVG repaints the whole drawing on
 * every frame (the hero drawings once blocked a 4× slowed CPU for 2.2 s in 5 s that way).
 */
export function animationsOffTheCompositor(): string[] {
  return document.getAnimations().flatMap((a) => {
    const effect = a.effect as KeyframeEffect | null;
    const target = effect?.target;
    if (!effect || !target) return [];
    const props = effect
      .getKeyframes()
      .flatMap((k) => Object.keys(k))
      .filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p));
    const slow = props.filter(
      (p) => !['transform', 'opacity', 'translate', 'scale', 'rotate'].includes(p),
    );
    const inSvg = target instanceof SVGElement && !(target instanceof SVGSVGElement);
    return inSvg || slow.length
      ? [
          `${target.tagName.toLowerCase()}.${String(target.getAttribute('class'))}: ${props.join(',')}`,
        ]
      : [];
  });
}
