/**
 * Right-to-left by construction: components use logical Tailwind classes (ms-, pe-, start-,
 * text-start, rounded-s-, border-e ...). Physical ones (ml-, pr-, left-, text-left ...) break the
 * Arabic layout, so they fail CI with the logical class to use instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot, relToRoot } from './lib/paths.ts';

const RULES: [RegExp, string][] = [
  [/(?<![\w-])-?(m|p)(l|r)-/, '$1s- / $1e-'],
  [/(?<![\w-])-?(left|right)-/, 'start- / end-'],
  [/(?<![\w-])text-(left|right)(?![\w-])/, 'text-start / text-end'],
  [/(?<![\w-])rounded-(l|r|tl|tr|bl|br)(?![\w])/, 'rounded-s / rounded-e / rounded-ss ...'],
  [/(?<![\w-])border-(l|r)(?![\w])/, 'border-s / border-e'],
  [/(?<![\w-])(float|clear)-(left|right)(?![\w-])/, '$1-start / $1-end'],
  [/(?<![\w-])scroll-(m|p)(l|r)-/, 'scroll-$1s- / scroll-$1e-'],
];

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.(tsx|ts)$/.test(f) && !f.includes(`${path.sep}generated${path.sep}`));
}

export function findPhysicalClasses(source: string): { line: number; column: number; found: string; use: string }[] {
  const out: { line: number; column: number; found: string; use: string }[] = [];
  source.split('\n').forEach((text, i) => {
    // Only string literals can hold class names.
    for (const m of text.matchAll(/(["'`])((?:(?!\1).)*)\1/g)) {
      const literal = m[2] ?? '';
      for (const token of literal.split(/\s+/)) {
        const bare = token.replace(/^([a-z0-9-]+:)+/, '').replace(/^!/, '');
        for (const [re, use] of RULES) {
          const hit = re.exec(bare);
          if (hit && bare.startsWith(hit[0].replace(/^-/, '')) ) {
            out.push({ line: i + 1, column: (m.index ?? 0) + 2 + literal.indexOf(token), found: token, use: bare.replace(re, use) });
          }
        }
      }
    }
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let bad = 0;
  for (const file of walk(fromRoot('src'))) {
    for (const p of findPhysicalClasses(fs.readFileSync(file, 'utf8'))) {
      console.error(`${relToRoot(file)}:${p.line}:${p.column}  physical class "${p.found}": use ${p.use}`);
      bad++;
    }
  }
  if (bad) {
    console.error(`\n✖ ${bad} physical direction class${bad === 1 ? '' : 'es'}: the Arabic (right-to-left) layout needs logical ones`);
    process.exit(1);
  }
  console.log('✔ only logical direction classes in src/');
}
