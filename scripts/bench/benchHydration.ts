/**
 * How long a visitor on a slow phone waits for the app: from the start of navigation to the app's
 * `data-hydrated` mark (src/engine/hydration.ts: the shell, the page and each of its blocks have
 * hydrated), with the menu, the language switcher and the forms working from then on. Measured in
 * Chromium under Lighthouse's mobile conditions as DevTools applies them: the CPU 4× slower
 * (Emulation.setCPUThrottlingRate) and slow 4G (Network.emulateNetworkConditions: 150 ms of
 * latency, 1.6 Mbit/s down, 750 kbit/s up), a phone's viewport, an empty cache (a first visit),
 * and the built site served compressed, as `npm start` serves it. Budget: 2.5 s per page.
 *
 *   npx tsx scripts/bench/benchHydration.ts [--runs 3] [/ /ar/about ...]
 *   npx tsx scripts/bench/benchHydration.ts --all [--languages en,ar]   (every route: ~25 min)
 *
 * `npm run bench` runs it over its routes in English and Arabic.
 */
import type { AddressInfo } from 'node:net';
import type { Browser } from '@playwright/test';
import { fromRoot } from '../lib/paths.ts';
import { localizePath, routeLanguages, siteRoutes } from '../lib/siteRoutes.ts';
import { createStaticServer } from '../lib/staticServer.ts';

export const HYDRATION_BUDGET_MS = 2500;

/** Lighthouse's "slow 4G" (its mobile default), in the units DevTools' throttling takes. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;
export const CPU_SLOWDOWN = 4;

/** performance.now() when `data-hydrated` appeared on <html>: milliseconds from navigation. */
declare global {
  interface Window {
    __hydratedAt?: number;
  }
}

/** Milliseconds from navigation to the first paint, to the app's start and to `data-hydrated`. */
export interface Visit {
  fcp: number;
  start: number;
  hydrated: number;
}

/** One first visit to `url`. */
async function oneVisit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    // Nothing leaves the machine: the site needs no third party, and a slow one must not count.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    // The document, not <html>: an init script runs before the parser has made <html>.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return;
        window.__hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__hydratedAt, undefined, { timeout: 30_000 });
    return await page.evaluate(() => ({
      hydrated: window.__hydratedAt!,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      // public/start.js marks when it asks for the app's code (app-start:first-paint, ...).
      start:
        performance.getEntriesByType('mark').find((m) => m.name.startsWith('app-start:'))
          ?.startTime ?? NaN,
    }));
  } finally {
    await context.close();
  }
}

/** The visit whose time to `data-hydrated` is the median. */
const median = (xs: Visit[]) =>
  [...xs].sort((a, b) => a.hydrated - b.hydrated)[Math.floor(xs.length / 2)]!;

/** The median of `runs` first visits to each address of the built site in `dist`. */
export async function measureHydration(
  dist: string,
  urls: readonly string[],
  runs = 3,
): Promise<({ url: string; samples: number[] } & Visit)[]> {
  const { chromium } = await import('@playwright/test');
  const server = createStaticServer(dist).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const out = [];
  try {
    for (const url of urls) {
      const visits: Visit[] = [];
      for (let i = 0; i < runs; i++) visits.push(await oneVisit(browser, origin + url));
      out.push({ url, ...median(visits), samples: visits.map((v) => v.hydrated) });
    }
  } finally {
    await browser.close();
    server.close();
  }
  return out;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const hydrationHeader = `${'page'.padEnd(36)}${['first paint', 'app asked', 'hydrated'].map((h) => h.padStart(12)).join('')}   runs`;
export const hydrationRow = (r: { url: string; samples: number[] } & Visit) =>
  `${r.url.padEnd(36)}${[r.fcp, r.start, r.hydrated].map((ms) => s(ms).padStart(12)).join('')}   ${r.samples.map(s).join(', ')}${r.hydrated > HYDRATION_BUDGET_MS ? '  over budget' : ''}`;

/** Every address of the site (redirects left out) in `langs`, where the route has that language. */
export function everyAddress(langs: readonly string[]): string[] {
  return siteRoutes()
    .filter((r) => !r.redirect)
    .flatMap((r) => routeLanguages(r, langs).map((l) => localizePath(r.path, l)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 3);
  // --all: every route of the site, in English and Arabic (or --languages en,fr,...).
  const langs = (option('--languages') ?? 'en,ar').split(',');
  const listed = process.argv
    .slice(2)
    .filter((a, j, all) => a.startsWith('/') && !['--runs', '--languages'].includes(all[j - 1]!));
  const urls = process.argv.includes('--all')
    ? everyAddress(langs)
    : listed.length
      ? listed
      : ['/', '/ar'];
  const rows = await measureHydration(fromRoot('dist'), urls, runs);
  console.log(hydrationHeader);
  for (const r of rows) console.log(hydrationRow(r));
  const worst = rows.reduce((a, b) => (b.hydrated > a.hydrated ? b : a));
  const over = rows.filter((r) => r.hydrated > HYDRATION_BUDGET_MS);
  console.log(
    `${rows.length} pages, median of ${runs} each: hydrated in at most ${s(worst.hydrated)} (${worst.url}); ` +
      (over.length
        ? `${over.length} over ${s(HYDRATION_BUDGET_MS)}`
        : `all within ${s(HYDRATION_BUDGET_MS)}`),
  );
  if (over.length) process.exitCode = 1;
}
