/**
 * Right-to-left by construction: components use logical Tailwind classes (ms-, pe-, start-,
 * text-start, rounded-s-, border-e ...). Physical ones (ml-, pr-, left-, text-left ...) break the
 * Arabic layout, so they fail CI with the logical class to use instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot, relToRoot } from '../lib/paths.ts';

const SIDE: Record<string, string> = {
  l: 's',
  r: 'e',
  left: 'start',
  right: 'end',
  tl: 'ss',
  tr: 'se',
  bl: 'es',
  br: 'ee',
};

// Each rule matches a whole (variant-stripped) class and gives its logical equivalent.
const RULES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(scroll-)?(m|p)(l|r)-(.+)$/, (m) => `${m[1] ?? ''}${m[2]}${SIDE[m[3] as string]}-${m[4]}`],
  [/^(left|right)-(.+)$/, (m) => `${SIDE[m[1] as string]}-${m[2]}`],
  [/^text-(left|right)$/, (m) => `text-${SIDE[m[1] as string]}`],
  [/^rounded-(l|r|tl|tr|bl|br)(-.+)?$/, (m) => `rounded-${SIDE[m[1] as string]}${m[2] ?? ''}`],
  [/^border-(l|r)(-.+)?$/, (m) => `border-${SIDE[m[1] as string]}${m[2] ?? ''}`],
  [/^(float|clear)-(left|right)$/, (m) => `${m[1]}-${SIDE[m[2] as string]}`],
];

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.(tsx|ts)$/.test(f) && !f.includes(`${path.sep}generated${path.sep}`));
}

export function findPhysicalClasses(
  source: string,
): { line: number; column: number; found: string; use: string }[] {
  const out: { line: number; column: number; found: string; use: string }[] = [];
  source.split('\n').forEach((text, i) => {
    // Only string literals can hold class names.
    for (const m of text.matchAll(/(["'`])((?:(?!\1).)*)\1/g)) {
      const literal = m[2] ?? '';
      for (const token of literal.split(/\s+/)) {
        const variants = /^((?:[a-z0-9-]+:)*)!?(-?)(.*)$/.exec(token);
        const bare = variants?.[3] ?? token;
        for (const [re, fix] of RULES) {
          const hit = re.exec(bare);
          if (hit) {
            const column = (m.index ?? 0) + 2 + literal.indexOf(token);
            out.push({
              line: i + 1,
              column,
              found: token,
              use: `${variants?.[1] ?? ''}${variants?.[2] ?? ''}${fix(hit)}`,
            });
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
      console.error(
        `${relToRoot(file)}:${p.line}:${p.column}  physical class "${p.found}": use ${p.use}`,
      );
      bad++;
    }
  }
  if (bad) {
    console.error(
      `\n✖ ${bad} physical direction class${bad === 1 ? '' : 'es'}: the Arabic (right-to-left) layout needs logical ones`,
    );
    process.exit(1);
  }
  console.log('✔ only logical direction classes in src/');
}
