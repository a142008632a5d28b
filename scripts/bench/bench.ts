/**
 * `npm run bench`: size and speed figures for the built site.
 *  - per route: initial JS and CSS (gzip) the prerendered HTML loads, HTML bytes, and where the
 *    first heading ends (critical content should sit in the first 14 KB);
 *  - lint time over the whole site;
 *  - the scaling claim: 500 synthetic pages added to a temporary copy, and the initial JS of /
 *    before and after (must not grow by more than 1%).
 * Run `npm run build` first; the script builds its own temporary copy for the scaling check.
 */
import { filterBench } from './benchFilters.ts';
import {
  HYDRATION_BUDGET_MS,
  hydrationHeader,
  hydrationRow,
  everyAddress,
  measureHydration,
} from './benchHydration.ts';
import { listRenderBench } from './benchListRender.ts';
import { servedSite } from './benchBrowser.ts';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { runLint } from '../lint/lint.ts';
import { fromRoot, root } from '../lib/paths.ts';
import { syntheticPage } from '../lib/syntheticPage.ts';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
const gz = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const e = manifest[key];
  if (!e || seen.has(key)) return [];
  seen.add(key);
  return [e.file, ...(e.imports ?? []).flatMap((k) => chunkClosure(manifest, k, seen))];
}

/** What the browser fetches before the page is interactive: the entry, its imports, the page's blocks. */
export function initialAssets(dist: string, html: string) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([k, v]) => [v.file, k]));
  const js = new Set<string>();
  // The entry and the page's block modules, as public/start.js fetches them after first paint.
  const listed = /<script type="application\/json" id="modules"[^>]*>([^<]*)<\/script>/.exec(
    html,
  )?.[1];
  // A page without the list would count as no JS at all: a changed format must fail loudly.
  if (listed === undefined) throw new Error('a prerendered page has no module list (#modules)');
  for (const src of JSON.parse(listed) as string[]) {
    const file = src.replace(/^\//, '');
    const key = byFile.get(file);
    for (const f of key ? chunkClosure(manifest, key) : [file]) js.add(f);
  }
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map(
    (m) => m[1] as string,
  );
  const size = (files: Iterable<string>) =>
    [...files].reduce((n, f) => n + gz(fs.readFileSync(path.join(dist, f))), 0);
  return { jsFiles: [...js], js: size(js), css: size(css) };
}

function routeFigures(dist: string, url: string) {
  const file = url === '/' ? path.join(dist, 'index.html') : path.join(dist, url, 'index.html');
  const html = fs.readFileSync(file, 'utf8');
  const { js, css } = initialAssets(dist, html);
  // Where the first heading ends in the compressed stream: the first ~14 KB arrive in one round trip.
  const h1End = gz(html.slice(0, html.indexOf('</h1>') + 5));
  // The words a page fetches: the locale files its HTML preloads (its language only).
  const words = [...html.matchAll(/<link rel="preload" href="\/(locales\/[^"]+\.json)"/g)].reduce(
    (n, m) => n + gz(fs.readFileSync(path.join(dist, m[1] as string))),
    0,
  );
  // What the local server, nginx and Caddy send to a browser taking Brotli (precompressed copies).
  const br = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : Number.NaN;
  return {
    url,
    js,
    css,
    words,
    html: Buffer.byteLength(html),
    htmlGz: gz(html),
    htmlBr: br,
    h1End,
  };
}

/**
 * The scripts every page runs besides the app, printed: the start script inline in its HTML (in
 * "HTML" above) and the web fonts' script it asks for after the first paint. Neither is in
 * "initial JS", which is the app's code.
 */
function pageScripts(dist: string) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inline = /<script id="start">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const fontsUrl = /\/assets\/fonts-[0-9a-f]+\.js/.exec(inline)?.[0];
  if (!inline || !fontsUrl)
    throw new Error('the home page has no start script naming its fonts script');
  const fonts = fs.readFileSync(path.join(dist, fontsUrl));
  console.log(
    `\nBesides the app, every page runs its start script, inline (${kb(gz(inline))} gzip, in "HTML"), and ${fontsUrl.replace(/-[0-9a-f]+/, '-…')} (${kb(gz(fonts))} gzip), asked for after the first paint.`,
  );
}

/** Cumulative layout shift in Chromium over the first 3 s (fonts, consent banner, 3D fallback). */
async function measureCls(dist: string, urls: string[]) {
  const { port, browser, close } = await servedSite(dist, ['--disable-component-update']);
  const out: { url: string; mobile: number; desktop: number }[] = [];
  try {
    for (const url of urls) {
      const figures: number[] = [];
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1350, height: 900 },
      ]) {
        const page = await browser.newPage({ viewport });
        await page.route(/^https?:\/\/(?!localhost)/, (r) => r.abort());
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number };
          w.__cls = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[]) {
              if (!e.hadRecentInput) w.__cls += e.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`http://localhost:${port}${url}`, { waitUntil: 'load' });
        await page.waitForTimeout(3000);
        figures.push(await page.evaluate(() => (window as unknown as { __cls: number }).__cls));
        await page.close();
      }
      out.push({ url, mobile: figures[0] ?? 0, desktop: figures[1] ?? 0 });
    }
  } finally {
    await close();
  }
  return out;
}

/** Initial JS of / computed from a build's manifest alone (the entry plus the home page's blocks). */
function homeInitialJs(dist: string, rootDir: string): number {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const page = JSON.parse(fs.readFileSync(path.join(rootDir, 'pages/index.json'), 'utf8')) as {
    blocks: { type: string }[];
  };
  const files = new Set(chunkClosure(manifest, 'index.html'));
  for (const t of new Set(page.blocks.map((b) => b.type))) {
    for (const f of chunkClosure(
      manifest,
      `src/blocks/${t[0]?.toUpperCase()}${t.slice(1)}/index.tsx`,
    ))
      files.add(f);
  }
  return [...files].reduce((n, f) => n + gz(fs.readFileSync(path.join(dist, f))), 0);
}

function scalingCheck(pagesToAdd: number) {
  const tmp = fromRoot('.bench', 'scaling');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (['node_modules', 'dist', '.bench', '.git', '.prerender', 'test-results'].includes(entry))
      continue;
    fs.cpSync(path.join(root, entry), path.join(tmp, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  const build = () => {
    execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
      cwd: tmp,
      stdio: 'pipe',
    });
    return homeInitialJs(path.join(tmp, 'dist'), tmp);
  };
  const before = build();
  fs.mkdirSync(path.join(tmp, 'pages/synthetic'), { recursive: true });
  for (let i = 0; i < pagesToAdd; i++) {
    const page = syntheticPage(i);
    fs.writeFileSync(path.join(tmp, `pages/synthetic/page-${i}.json`), JSON.stringify(page));
  }
  const lintStart = performance.now();
  const lint = runLint({ root: tmp });
  const lintSeconds = (performance.now() - lintStart) / 1000;
  const after = build();
  fs.rmSync(tmp, { recursive: true, force: true });
  return {
    before,
    after,
    growth: (after - before) / before,
    lintSeconds,
    lintProblems: lint.problems.length,
  };
}

/**
 * Time to the app on a slow phone (benchHydration.ts), for every route of the site in English and
 * Arabic (the largest pages and fonts): 152 pages, three visits each, about 25 minutes. Returns the
 * slowest median.
 */
async function hydrationTable(dist: string): Promise<number> {
  const urls = everyAddress(['en', 'ar']);
  console.log(
    `Time to the app (navigation to data-hydrated) on a phone: CPU 4× slower, slow 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), first visit; median of 3 (budget ${HYDRATION_BUDGET_MS / 1000} s)`,
  );
  let worst = 0;
  console.log(hydrationHeader);
  for (const r of await measureHydration(dist, urls)) {
    worst = Math.max(worst, r.hydrated);
    console.log(hydrationRow(r));
  }
  console.log('');
  return worst;
}

/** The routes of the size table. */
const ROUTES = [
  '/',
  '/coming-soon',
  '/about',
  '/services',
  '/services/web-development',
  '/solutions',
  '/case-studies',
  '/technology',
  '/vision-2030',
  '/careers',
  '/team',
  '/blog',
  '/blog/ai-transformation-morocco',
  '/testimonials',
  '/contact',
  '/book-consultation',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
  '/login',
  '/app/business/overview',
  '/ar',
  '/ar/about',
  '/ar/services',
  '/ar/blog',
  '/ar/testimonials',
  '/fr/contact',
];

/** The size of each route's first load, printed as a table; returns the largest of each. */
function sizeTable(dist: string, routes: readonly string[]) {
  console.log('Per route, gzip. Budgets: initial JS ≤ 125 KB, CSS ≤ 20 KB, words ≤ 15 KB,');
  console.log(
    'first heading within the first 14 KB of HTML. "words": the locale files the page fetches.\n',
  );
  const head = ['route', 'initial JS', 'CSS', 'words', 'HTML', 'HTML gz', 'HTML br', '</h1> at gz'];
  const row = (cells: string[]) =>
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(26) : c.padStart(12))).join(''));
  row(head);
  const worst = { js: 0, css: 0, words: 0 };
  for (const url of routes) {
    const r = routeFigures(dist, url);
    worst.js = Math.max(worst.js, r.js);
    worst.css = Math.max(worst.css, r.css);
    worst.words = Math.max(worst.words, r.words);
    row([
      url,
      kb(r.js),
      kb(r.css),
      kb(r.words),
      kb(r.html),
      kb(r.htmlGz),
      kb(r.htmlBr),
      kb(r.h1End),
    ]);
  }
  pageScripts(dist);
  return worst;
}

/** Layout shift of a few pages on a phone and a desktop, printed; returns the largest. */
async function clsTable(dist: string): Promise<number> {
  console.log(
    '\nLayout shift (CLS) in Chromium over the first 3 s: fonts, consent banner, 3D fallback',
  );
  const cls = await measureCls(dist, [
    '/',
    '/ar',
    '/about',
    '/services',
    '/blog',
    '/testimonials',
    '/coming-soon',
    '/ar/login',
  ]);
  let worstCls = 0;
  for (const c of cls) {
    worstCls = Math.max(worstCls, c.mobile, c.desktop);
    // Its own spacing: "phone 0.0000" is wider than the size table's cells.
    console.log(
      `${c.url.padEnd(26)}phone ${c.mobile.toFixed(4)}   desktop ${c.desktop.toFixed(4)}`,
    );
  }
  console.log('(budget < 0.02)\n');
  return worstCls;
}

/**
 * The lint's time over the site and the filters' slowest keystroke, on their own and in the
 * browser, printed; returns the slowest keystroke.
 */
async function lintAndFilters(dist: string): Promise<number> {
  const lintStart = performance.now();
  const lint = runLint({ root, engine: true });
  console.log(
    `Lint: ${((performance.now() - lintStart) / 1000).toFixed(2)} s over the whole site (${lint.counts.pages} pages, ${lint.counts.locales} locale files), ${lint.problems.length} problems`,
  );

  const filters = filterBench(500);
  console.log(
    `\nFilters, slowest keystroke typing "automation" (budget 16 ms): 500 articles ${filters.articlesMs.toFixed(2)} ms, 500 testimonials ${filters.testimonialsMs.toFixed(2)} ms`,
  );

  const list = await listRenderBench(dist, root);
  console.log(
    `In Chromium, /testimonials with ${list.cards} testimonials, typing "automation": slowest keystroke ${list.worstKeystrokeMs.toFixed(1)} ms (input to committed and laid out; budget 16 ms), longest frame while typing ${list.worstFrameMs.toFixed(1)} ms, ${list.shown} cards left`,
  );
  return Math.max(filters.articlesMs, filters.testimonialsMs, list.worstKeystrokeMs);
}

async function main() {
  const dist = fromRoot('dist');
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const worst = sizeTable(dist, ROUTES);
  const worstCls = await clsTable(dist);
  const worstHydration = await hydrationTable(dist);
  const worstKeystroke = await lintAndFilters(dist);

  console.log('\nScaling: building a temporary copy with 500 extra pages ...');
  const s = scalingCheck(500);
  console.log(
    `Initial JS of /: ${kb(s.before)} before, ${kb(s.after)} after 500 pages (${(s.growth * 100).toFixed(2)}% growth; budget ≤ 1%)`,
  );
  console.log(
    `Lint with the 500 extra pages: ${s.lintSeconds.toFixed(2)} s, ${s.lintProblems} problems`,
  );
  const ok =
    worst.js <= 125 * 1024 &&
    worst.css <= 20 * 1024 &&
    worst.words <= 15 * 1024 &&
    worstCls < 0.02 &&
    worstHydration <= HYDRATION_BUDGET_MS &&
    s.growth <= 0.01 &&
    worstKeystroke < 16;
  console.log(ok ? '\n✔ within budgets' : '\n✖ over budget');
  if (!ok) process.exit(1);
}

await main();
