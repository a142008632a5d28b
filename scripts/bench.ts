/**
 * `npm run bench`: size and speed figures for the built site.
 *  - per route: initial JS and CSS (gzip) the prerendered HTML loads, HTML bytes, and where the
 *    first heading ends (critical content should sit in the first 14 KB);
 *  - lint time over the whole site;
 *  - the scaling claim: 500 synthetic pages added to a temporary copy, and the initial JS of /
 *    before and after (must not grow by more than 1%).
 * Run `npm run build` first; the script builds its own temporary copy for the scaling check.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { runLint } from './lint/lint.ts';
import { fromRoot, root } from './lib/paths.ts';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
const gz = (buf: Buffer | string) => zlib.gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function chunkClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const e = manifest[key];
  if (!e || seen.has(key)) return [];
  seen.add(key);
  return [e.file, ...(e.imports ?? []).flatMap((k) => chunkClosure(manifest, k, seen))];
}

/** What the browser fetches before the page is interactive: the entry, its imports, modulepreloads. */
export function initialAssets(dist: string, html: string) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([k, v]) => [v.file, k]));
  const js = new Set<string>();
  for (const m of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g,
  )) {
    const file = m[1] as string;
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
  const h1End = Buffer.byteLength(html.slice(0, html.indexOf('</h1>') + 5));
  return { url, js, css, html: Buffer.byteLength(html), htmlGz: gz(html), h1End };
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
    const page = {
      $schema: '../../schemas/page.schema.json',
      schemaVersion: 1,
      meta: { title: 'about:meta.title', description: 'about:meta.description' },
      blocks: [
        {
          type: 'hero',
          page: 'about:hero.page',
          title: 'about:hero.title',
          subtitle: 'about:hero.subtitle',
        },
        { type: 'stats', metrics: [{ number: `${i}+`, label: 'home:results.clients' }] },
        {
          type: 'ctaBand',
          title: 'home:cta.title',
          actions: [{ label: 'common:actions.contact', href: '/contact' }],
        },
      ],
    };
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

async function main() {
  const dist = fromRoot('dist');
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const routes = [
    '/',
    '/about',
    '/login',
    '/app/business/overview',
    '/privacy-policy',
    '/ar',
    '/ar/about',
    '/fr/contact',
  ];
  console.log(
    'Per route (gzip sizes; budgets: JS ≤ 120 KB, CSS ≤ 20 KB, first heading within 14 KB of HTML)\n',
  );
  console.log(
    'route'.padEnd(28),
    'initial JS'.padStart(11),
    'CSS'.padStart(9),
    'HTML'.padStart(9),
    'HTML gz'.padStart(9),
    '</h1> at'.padStart(10),
  );
  let worst = 0;
  for (const url of routes) {
    const r = routeFigures(dist, url);
    worst = Math.max(worst, r.js);
    console.log(
      url.padEnd(28),
      kb(r.js).padStart(11),
      kb(r.css).padStart(9),
      kb(r.html).padStart(9),
      kb(r.htmlGz).padStart(9),
      kb(r.h1End).padStart(10),
    );
  }
  const words = fs
    .readdirSync(path.join(dist, 'locales/ar'))
    .map((f) => gz(fs.readFileSync(path.join(dist, 'locales/ar', f))));
  console.log(
    `\nLargest locale file (ar): ${kb(Math.max(...words))} gzip; / in Arabic downloads common + home = ${kb(gz(fs.readFileSync(path.join(dist, 'locales/ar/common.json'))) + gz(fs.readFileSync(path.join(dist, 'locales/ar/home.json'))))}`,
  );

  const lintStart = performance.now();
  const lint = runLint({ root, engine: true });
  console.log(
    `Lint: ${((performance.now() - lintStart) / 1000).toFixed(2)} s over the whole site (${lint.counts.pages} pages, ${lint.counts.locales} locale files), ${lint.problems.length} problems`,
  );

  console.log('\nScaling: building a temporary copy with 500 extra pages ...');
  const s = scalingCheck(500);
  console.log(
    `Initial JS of /: ${kb(s.before)} before, ${kb(s.after)} after 500 pages (${(s.growth * 100).toFixed(2)}% growth; budget ≤ 1%)`,
  );
  console.log(
    `Lint with the 500 extra pages: ${s.lintSeconds.toFixed(2)} s, ${s.lintProblems} problems`,
  );
  const ok = worst <= 120 * 1024 && s.growth <= 0.01;
  console.log(ok ? '\n✔ within budgets' : '\n✖ over budget');
  if (!ok) process.exit(1);
}

await main();
