import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, type Request, type Route } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/forms/minFill';
import { LANGUAGES } from '../site';

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
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export { expect };

/** The session flag that makes storeConsentChoice's next load a first visit. */
const FIRST_VISIT = 'e2e-first-visit';

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
  await page.addInitScript((firstVisit) => {
    // expectPrimaryActionVisible reloads a page as a first visit, with the banner open.
    if (sessionStorage.getItem(firstVisit)) {
      localStorage.removeItem('cookieConsent');
      localStorage.removeItem('cookiePreferences');
      return;
    }
    localStorage.setItem('cookieConsent', 'rejected');
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    );
  }, FIRST_VISIT);
}

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

/**
 * The screen sizes a hero is laid out at to check its drawing: the narrowest phone we support,
 * common phones, a tablet both ways, a laptop and a wide desktop.
 */
const HERO_SIZES: readonly (readonly [number, number])[] = [
  [320, 640],
  [360, 740],
  [390, 844],
  [768, 1024],
  [1024, 768],
  [1366, 768],
  [1920, 1080],
];

/**
 * Where the hero's drawing touches its words or buttons, as "mark × word" descriptions, on the
 * page as laid out now. Runs in the page, so it uses nothing from outside. A mark is one visible
 * shape of the drawing: its outline is sampled along its length (each sub-path on its own, so a
 * row of dots drawn as one path counts every dot), widened by half its stroke; a filled shape's
 * inside is sampled where it crosses a word's box. A sampled point counts only where the drawing
 * is really seen: the browser's hit test at that point must reach the drawing's <svg>, which
 * takes in every crop on the way (the hero's overflow, clip paths, the svg's own viewport).
 */
function heroOverlapsInPage(): string[] {
  const visual = document.querySelector('main [data-hero-visual]');
  const hero = visual?.closest('section');
  if (!visual || !hero) return [];
  const label = (el: Element) => {
    const words = (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const tag = el.tagName.toLowerCase();
    return words
      ? `<${tag}> "${words.slice(0, 40)}"`
      : `<${tag} class="${el.getAttribute('class') ?? ''}">`;
  };
  const PAD = 2;
  const words = [...hero.querySelectorAll('h1, h2, p, a, button')]
    .filter((el) => !visual.contains(el) && el.getClientRects().length > 0)
    .map((el) => {
      const r = el.getBoundingClientRect();
      return { el, x0: r.left - PAD, y0: r.top - PAD, x1: r.right + PAD, y1: r.bottom + PAD };
    });
  const found = new Set<string>();
  const problems: string[] = [];
  const svgNS = 'http://www.w3.org/2000/svg';
  const scratch = document.createElementNS(svgNS, 'path');
  const shapes = visual.querySelectorAll<SVGGeometryElement>(
    'path, circle, ellipse, rect, line, polyline, polygon',
  );
  for (const mark of shapes) {
    const style = getComputedStyle(mark);
    const svg = mark.ownerSVGElement;
    const ctm = mark.getScreenCTM();
    if (!svg || !ctm || style.display === 'none' || style.visibility === 'hidden') continue;
    if (getComputedStyle(svg).pointerEvents === 'none') {
      return [`the drawing cannot be hit-tested (pointer-events: none), so it cannot be checked`];
    }
    const scale = Math.hypot(ctm.a, ctm.b);
    const stroked = style.stroke !== 'none';
    const filled = style.fill !== 'none';
    const half = stroked ? ((parseFloat(style.strokeWidth) || 1) * scale) / 2 : 0;
    // The shape's box on screen, to skip shapes nowhere near a word.
    const b = mark.getBBox();
    const corners = [
      [b.x, b.y],
      [b.x + b.width, b.y],
      [b.x, b.y + b.height],
      [b.x + b.width, b.y + b.height],
    ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(ctm));
    const sx0 = Math.min(...corners.map((p) => p.x)) - half;
    const sx1 = Math.max(...corners.map((p) => p.x)) + half;
    const sy0 = Math.min(...corners.map((p) => p.y)) - half;
    const sy1 = Math.max(...corners.map((p) => p.y)) + half;
    const near = words.filter((w) => sx0 < w.x1 && sx1 > w.x0 && sy0 < w.y1 && sy1 > w.y0);
    if (near.length === 0) continue;
    const points: DOMPoint[] = [];
    if (stroked) {
      const d = mark instanceof SVGPathElement ? (mark.getAttribute('d') ?? '') : '';
      // Absolute sub-paths are measured one by one; anything else as a whole.
      const parts = /^\s*M[^m]*$/.test(d) ? d.split(/(?=M)/) : [null];
      for (const part of parts) {
        const geometry: SVGGeometryElement = part === null ? mark : scratch;
        if (part !== null) scratch.setAttribute('d', part);
        const length = geometry.getTotalLength();
        const n = Math.min(400, Math.max(1, Math.ceil((length * scale) / 4)));
        for (let i = 0; i <= n; i++) {
          points.push(geometry.getPointAtLength((length * i) / n).matrixTransform(ctm));
        }
      }
    }
    if (filled) {
      const inverse = ctm.inverse();
      for (const w of near) {
        const x0 = Math.max(sx0, w.x0);
        const x1 = Math.min(sx1, w.x1);
        const y0 = Math.max(sy0, w.y0);
        const y1 = Math.min(sy1, w.y1);
        const step = Math.max(4, (x1 - x0) / 40, (y1 - y0) / 40);
        for (let x = x0; x <= x1; x += step) {
          for (let y = y0; y <= y1; y += step) {
            const screen = new DOMPoint(x, y);
            if (mark.isPointInFill(screen.matrixTransform(inverse))) points.push(screen);
          }
        }
      }
    }
    for (const p of points) {
      for (const w of near) {
        if (p.x + half < w.x0 || p.x - half > w.x1 || p.y + half < w.y0 || p.y - half > w.y1) {
          continue;
        }
        const key = `${label(mark)} × ${label(w.el)}`;
        if (found.has(key)) continue;
        // The hit test needs the point on screen: scroll to it, then back.
        const scrolled = window.scrollY;
        if (p.y < 0 || p.y >= innerHeight) window.scrollBy(0, p.y - innerHeight / 2);
        const y = p.y - (window.scrollY - scrolled);
        const seen = document.elementsFromPoint(p.x, y).includes(svg);
        window.scrollTo(0, scrolled);
        if (!seen) continue;
        found.add(key);
        problems.push(
          `${label(mark)} touches ${label(w.el)} at (${Math.round(p.x)}, ${Math.round(p.y)})`,
        );
      }
    }
  }
  return problems;
}

/**
 * The hero's drawing never touches its words or buttons, at every size in HERO_SIZES, on the page
 * as loaded (any language): each failure names the page, the width and the two elements. The
 * viewport is put back afterwards.
 */
export async function expectHeroClear(page: Page, what: string) {
  if ((await page.locator('main [data-hero-visual]').count()) === 0) return;
  const size = page.viewportSize();
  const problems: string[] = [];
  for (const [width, height] of HERO_SIZES) {
    await page.setViewportSize({ width, height });
    for (const p of await page.evaluate(heroOverlapsInPage)) problems.push(`${width} px: ${p}`);
  }
  if (size) await page.setViewportSize(size);
  expect.soft(problems, `${what}: the hero's drawing touches its words`).toEqual([]);
}

/**
 * A first-time visitor on a 360 × 740 phone, the cookie banner open, sees the hero's main button
 * (the first of its actions) whole and uncovered: the page is reloaded as a first visit when its
 * hero has actions, and left as a returning visitor's again for what follows. Heroes without
 * actions cost nothing here.
 */
export async function expectPrimaryActionVisible(page: Page, what: string) {
  const action = page.locator('main section:has([data-hero-visual]) h1 ~ div a').first();
  if ((await action.count()) === 0) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate((key) => sessionStorage.setItem(key, '1'), FIRST_VISIT);
  try {
    await page.reload();
    await hydrated(page);
    // A reload keeps the scroll position; a first visit starts at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const banner = page.locator('[data-consent-banner]');
    await expect(banner, `${what}: the cookie banner of a first visit`).toBeVisible();
    await banner.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
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
  } finally {
    await page.evaluate((key) => sessionStorage.removeItem(key), FIRST_VISIT);
    if (size) await page.setViewportSize(size);
  }
}
