/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile: simulated slow 4G, 4× CPU) over every route
 * × language of the built site, served with gzip by the same server as `npm start`, in Debian's
 * Chromium. Prints one table (median of --runs) and exits 1 when a page misses a goal; under each
 * miss, why: the audits that failed, and for blocking time the long tasks of the median run as
 * Lighthouse's simulated phone places them against the first paint (lighthouseExplain.ts).
 *
 *   npm run bench:lighthouse [-- --runs 3] [--langs en,ar] [--routes /,/about] [--per-file]
 *                            [--categories seo] [--resume]
 *
 * Not part of `npm test`: 426 pages × 3 runs take about three hours on two cores, longer than one
 * sitting. Every measured page is appended to `.bench/lighthouse/<build>.jsonl`, where <build> is
 * a hash of `dist/`; `--resume` measures only the pages that file lacks, so a sweep can be
 * stopped and continued, and the table always covers every requested page of that one build.
 * Run `npm run build` first.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { languages } from '../../src/i18n/languages.ts';
import { fromRoot } from '../lib/paths.ts';
import { localizePath, routeLanguages, siteRoutes } from '../lib/siteRoutes.ts';
import { createStaticServer } from '../lib/staticServer.ts';
import { explainBlocking, failedAudits, longTasks, type LongTask } from './lighthouseExplain.ts';

/** The goals of docs/architecture.md#performance-budgets. */
export const GOALS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  // The first frame holds the largest paint (LCP = FCP on most pages); a page whose HTML with its
  // headers outgrows the first round trip (14.6 KB) paints one round trip later, at ~0.90 s.
  fcp: 800,
  lcp: 1000,
  tbt: 66,
  cls: 0.02,
} as const;

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const list = (name: string) => arg(name)?.split(',').filter(Boolean);

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * A category's score, 0–100. The disabled routes (/login, /dashboard, /app/...:
 * docs/site/disabled.md) ask search engines not to index them, on purpose: their SEO score is
 * Lighthouse's without the one audit ("Page is blocked from indexing") that the page fails by
 * design. Every other audit of the category still counts, with Lighthouse's own weights.
 */
function categoryScore(lhr: Report, category: string): number {
  const c = lhr.categories[category];
  if (!c) return 0;
  const noindex = lhr.audits['is-crawlable']?.score === 0 && category === 'seo';
  if (!noindex) return Math.round((c.score ?? 0) * 100);
  let sum = 0;
  let weight = 0;
  for (const ref of c.auditRefs) {
    const score = lhr.audits[ref.id]?.score;
    if (ref.id === 'is-crawlable' || ref.weight === 0 || score === null || score === undefined)
      continue;
    sum += ref.weight * score;
    weight += ref.weight;
  }
  return Math.round((weight ? sum / weight : 0) * 100);
}

/** The sample in the middle when ordered by `by` (the upper one of an even count). */
const middle = <T>(xs: readonly T[], by: (x: T) => number): T | undefined =>
  [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

interface Row {
  url: string;
  /** How many runs the row is the median of, and which categories they scored. */
  runs: number;
  categories: string[];
  /** The page asks not to be indexed (a disabled route), so its SEO is scored without that. */
  noindex?: boolean;
  scores: Record<string, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: Record<string, number>;
  /** Each run's timings, from which the medians above were taken. */
  timings?: { fcp: number; lcp: number; tbt: number; cls: number }[];
  /**
   * The long tasks of a run and its first contentful paint (lighthouseExplain.ts); in a median
   * row, those of the run whose blocking time was the median.
   */
  blocking?: { fcp: number; tasks: LongTask[] };
  /** The audits that failed in any run, of the categories scored. */
  failed?: string[];
}

/** A hash of every file under dist/, so results are only ever combined for one build. */
function buildId(dist: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(dist, file)).update('\0').update(fs.readFileSync(file));
    }
  };
  walk(dist);
  return hash.digest('hex').slice(0, 16);
}

/** Rows saved by earlier sweeps of this build; a later line for the same page wins. */
function savedRows(file: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  if (!fs.existsSync(file)) return rows;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const row = JSON.parse(line) as Row;
      if (typeof row.url === 'string') rows.set(row.url, row);
    } catch {
      // A line cut short by a sweep that was killed mid-write: that page is measured again.
    }
  }
  return rows;
}

/** What to measure, from the command line: the pages × languages, the runs, the categories. */
function requested() {
  const runs = Number(arg('runs') ?? 3);
  const langs = list('langs') ?? [...languages];
  const categories = list('categories') ?? [
    'performance',
    'accessibility',
    'best-practices',
    'seo',
  ];
  const only = list('routes');
  // --per-file: one address per page file. The 24 /app/… addresses or the 13 stories of one
  // page file share its blocks and words, so measuring each costs time and tells nothing new.
  const files = new Set<string>();
  const urls = siteRoutes()
    .filter((r) => !r.redirect && (!only || only.includes(r.path)))
    .filter(
      (r) => !process.argv.includes('--per-file') || (!files.has(r.file) && files.add(r.file)),
    )
    .flatMap((r) => routeLanguages(r, langs).map((l) => localizePath(r.path, l)));
  return { runs, categories, urls };
}

/** One Lighthouse run of a page, run again (up to three times) when it came back broken. */
async function lighthouseRun(url: string, port: number, categories: string[]): Promise<Report> {
  // A run can come back without metrics (twice in 64 runs, cause not found; the page loaded
  // fine when run again): it is run again rather than scored 0 with NaN timings.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    const broken =
      lhr.runtimeError?.code ??
      (!categories.includes('performance') ||
      Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue)
        ? undefined
        : 'no LCP');
    if (!broken) return lhr;
    process.stderr.write(`(${url}: ${broken}, attempt ${attempt}) `);
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${broken}`);
  }
}

/** The figures of one run of a page. */
function sampleOf(lhr: Report, url: string, origin: string, runs: number, categories: string[]) {
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const bytes: Record<string, number> = {};
  const items =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  for (const item of items) bytes[item.resourceType] = item.transferSize;
  return {
    url,
    runs,
    categories,
    scores: Object.fromEntries(categories.map((c) => [c, categoryScore(lhr, c)])),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    bytes,
    blocking: { fcp: num('first-contentful-paint'), tasks: longTasks(lhr, origin) },
    failed: failedAudits(lhr, categories),
  } satisfies Row;
}

/** A page's row from its runs. */
function medianRow(samples: Row[], categories: string[], noindex: boolean): Row {
  // Each goal is judged on the median of its own metric: one run's stray layout shift (CLS
  // 0.065 once on a page that shifted in none of 16 other runs) must not decide it alone.
  // Bytes come from the median run by LCP.
  const row = middle(samples, (s) => s.lcp)!;
  const blockingRun = middle(samples, (s) => s.tbt)!;
  return {
    ...row,
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    timings: samples.map(({ fcp, lcp, tbt, cls }) => ({ fcp, lcp, tbt, cls })),
    scores: Object.fromEntries(
      categories.map((c) => [c, median(samples.map((s) => s.scores[c]!))]),
    ),
    blocking: blockingRun.blocking,
    failed: [...new Set(samples.flatMap((s) => s.failed ?? []))].sort(),
    ...(noindex ? { noindex: true } : {}),
  };
}

/**
 * Measures `todo` on the built site, served as `npm start` serves it, each page `runs` times;
 * every row is appended to `resultsFile` as soon as it is known. Adds to `noindexed` the pages
 * that ask not to be indexed.
 */
async function measure(
  dist: string,
  todo: string[],
  { runs, categories }: { runs: number; categories: string[] },
  resultsFile: string,
  noindexed: Set<string>,
): Promise<Map<string, Row>> {
  const server = createStaticServer(dist).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const measured = new Map<string, Row>();
  try {
    for (const url of todo) {
      const samples: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await lighthouseRun(origin + url, chrome.port, categories);
        if (categories.includes('seo') && lhr.audits['is-crawlable']?.score === 0)
          noindexed.add(url);
        samples.push(sampleOf(lhr, url, origin, runs, categories));
      }
      const result = medianRow(samples, categories, noindexed.has(url));
      measured.set(url, result);
      fs.appendFileSync(resultsFile, `${JSON.stringify(result)}\n`);
      process.stderr.write(`${url} `);
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  process.stderr.write('\n');
  return measured;
}

/** The table of every page: scores, and with the performance category, timings and bytes. */
function printTable(rows: Row[], categories: string[]) {
  // Timings and bytes come from the performance category; without it they were not measured.
  const perf = categories.includes('performance');
  const kb = (n: number | undefined) => (n === undefined ? '' : (n / 1024).toFixed(1));
  const head = [
    'url',
    ...categories,
    ...(perf
      ? ['FCP', 'LCP', 'TBT', 'CLS', 'JS KB', 'CSS KB', 'font KB', 'img KB', 'doc KB', 'total KB']
      : []),
  ];
  const table = rows.map((r) => [
    r.url,
    ...categories.map((c) => String(r.scores[c])),
    ...(perf
      ? [
          (r.fcp / 1000).toFixed(2),
          (r.lcp / 1000).toFixed(2),
          r.tbt.toFixed(0),
          r.cls.toFixed(3),
          kb(r.bytes.script),
          kb(r.bytes.stylesheet),
          kb(r.bytes.font),
          kb(r.bytes.image),
          kb(r.bytes.document),
          kb(r.bytes.total),
        ]
      : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(line(head));
  for (const r of table) console.log(line(r));
}

/** Every goal a page misses, with why. */
function goalMisses(rows: Row[], categories: string[]): string[] {
  const perf = categories.includes('performance');
  const misses: string[] = [];
  for (const r of rows) {
    for (const c of categories) {
      const goal = GOALS[c as keyof typeof GOALS];
      if (r.scores[c]! < goal)
        misses.push(
          `${r.url}: ${c} ${r.scores[c]} < ${goal}${r.failed?.length ? ` (failed: ${r.failed.join(', ')})` : ''}`,
        );
    }
    if (perf) {
      if (r.fcp > GOALS.fcp) misses.push(`${r.url}: FCP ${r.fcp.toFixed(0)} ms > ${GOALS.fcp}`);
      if (r.lcp > GOALS.lcp) misses.push(`${r.url}: LCP ${r.lcp.toFixed(0)} ms > ${GOALS.lcp}`);
      if (r.tbt > GOALS.tbt)
        misses.push(
          [
            `${r.url}: TBT ${r.tbt.toFixed(0)} ms > ${GOALS.tbt}; long tasks of the median run:`,
            ...explainBlocking(r.blocking?.tasks ?? [], r.blocking?.fcp ?? r.fcp).map(
              (l) => `    ${l}`,
            ),
          ].join('\n'),
        );
      if (r.cls > GOALS.cls) misses.push(`${r.url}: CLS ${r.cls.toFixed(3)} > ${GOALS.cls}`);
    }
  }
  return misses;
}

async function main() {
  const dist = fromRoot('dist');
  if (!fs.existsSync(`${dist}/index.html`)) {
    console.error('dist/ has no index.html: run `npm run build` first.');
    process.exit(1);
  }
  const { runs, categories, urls } = requested();
  const build = buildId(dist);
  const resultsFile = fromRoot('.bench', 'lighthouse', `${build}.jsonl`);
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  const saved = process.argv.includes('--resume') ? savedRows(resultsFile) : new Map<string, Row>();
  // Rows saved before each run's timings were kept took all figures from one run: measured again.
  const reusable = (r: Row | undefined) =>
    !!r &&
    r.runs >= runs &&
    categories.every((c) => r.categories?.includes(c)) &&
    (!categories.includes('performance') || r.timings?.length === r.runs);
  const todo = urls.filter((u) => !reusable(saved.get(u)));
  console.log(
    `build ${build}: ${urls.length} pages, ${urls.length - todo.length} measured before, ${todo.length} to measure (${resultsFile})`,
  );

  const noindexed = new Set<string>(
    urls.filter((u) => reusable(saved.get(u)) && saved.get(u)!.noindex),
  );
  const measured = await measure(dist, todo, { runs, categories }, resultsFile, noindexed);
  const rows = urls.map((u) => measured.get(u) ?? saved.get(u)!);
  printTable(rows, categories);

  if (noindexed.size)
    console.log(
      `\nSEO of ${noindexed.size} page(s) that ask not to be indexed (the disabled routes) is scored without "is-crawlable": ${[...noindexed].join(' ')}`,
    );

  const misses = goalMisses(rows, categories);
  const perf = categories.includes('performance');
  const med = (f: (r: Row) => number) => median(rows.map(f));
  const reused = rows.length - measured.size;
  console.log(
    `\n${rows.length} pages (${measured.size} measured now${reused ? `, ${reused} earlier on this build` : ''}), median of ${runs} runs each.` +
      (perf
        ? ` Medians: FCP ${(med((r) => r.fcp) / 1000).toFixed(2)} s, LCP ${(med((r) => r.lcp) / 1000).toFixed(2)} s, TBT ${med((r) => r.tbt).toFixed(0)} ms, CLS ${med((r) => r.cls).toFixed(3)}`
        : ''),
  );
  if (misses.length) {
    console.log(`\n${misses.length} goals missed:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('Every page meets every goal.');
}

await main();
