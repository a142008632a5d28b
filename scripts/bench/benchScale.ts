/**
 * `npm run bench:scale`: how the whole build (`npm run build`: lint, fonts, client and server
 * bundles, prerender of every route × language, host files) grows with the site. A scratch copy
 * of the repository gets N synthetic pages (three blocks each, real translation keys), is built
 * under /usr/bin/time, and the figures are printed per size, so linear growth can be read off.
 *
 *   npm run bench:scale                  2,500 and 5,000 extra pages
 *   npm run bench:scale -- --pages 500   one size
 *
 * Not part of `npm test`: 5,000 pages × 6 languages take minutes.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/paths.ts';
import { syntheticPage } from '../lib/syntheticPage.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const sizes = (arg('pages') ?? '2500,5000').split(',').map(Number);

function scratchCopy(): string {
  const tmp = path.join(root, '.bench', 'scale');
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const skip = ['node_modules', 'dist', '.bench', '.git', '.prerender', 'test-results'];
  for (const entry of fs.readdirSync(root)) {
    if (skip.includes(entry) || entry.startsWith('out-')) continue;
    fs.cpSync(path.join(root, entry), path.join(tmp, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
  return tmp;
}

function addPages(tmp: string, count: number) {
  const dir = path.join(tmp, 'pages/synthetic');
  fs.mkdirSync(dir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const page = syntheticPage(i);
    fs.writeFileSync(path.join(dir, `page-${i}.json`), JSON.stringify(page));
  }
}

interface Figures {
  extra: number;
  pages: number;
  seconds: number;
  peakMb: number;
  outputMb: number;
  threads: string;
}

function build(tmp: string, extra: number): Figures {
  const run = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], {
    cwd: tmp,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0)
    throw new Error(`build of ${extra} extra pages failed:\n${out.slice(-3000)}`);
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(out)?.[1] ?? '0';
  const seconds = wall.split(':').reduce((s, part) => s * 60 + Number(part), 0);
  const peakKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(out)?.[1] ?? 0);
  const prerendered = /prerendered (\d+) pages .* on (\d+) thread/.exec(out);
  const bytes = Number(
    execFileSync('du', ['-sb', path.join(tmp, 'dist')], { encoding: 'utf8' }).split('\t')[0],
  );
  return {
    extra,
    pages: Number(prerendered?.[1] ?? 0),
    seconds,
    peakMb: peakKb / 1024,
    outputMb: bytes / 1024 / 1024,
    threads: prerendered?.[2] ?? '?',
  };
}

const rows: Figures[] = [];
for (const extra of [0, ...sizes]) {
  const tmp = scratchCopy();
  if (extra) addPages(tmp, extra);
  console.log(`building with ${extra} extra pages …`);
  rows.push(build(tmp, extra));
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(
  `\n${os.availableParallelism()} cores. Whole \`npm run build\`, peak = largest process.`,
);
console.log('extra pages   prerendered   seconds   ms/page   peak MB   output MB   threads');
for (const r of rows)
  console.log(
    `${String(r.extra).padStart(11)} ${String(r.pages).padStart(13)} ${r.seconds.toFixed(1).padStart(9)} ${((r.seconds * 1000) / r.pages).toFixed(1).padStart(9)} ${r.peakMb.toFixed(0).padStart(9)} ${r.outputMb.toFixed(0).padStart(11)} ${r.threads.padStart(9)}`,
  );
