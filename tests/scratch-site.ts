import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { runLint } from '../scripts/lint/lint.ts';
import { formatProblem, sortProblems } from '../scripts/lint/problem.ts';
import { root } from '../scripts/lib/paths.ts';

/**
 * A scratch copy of the real site's content (pages, words, content, site config and the
 * translation records) for a test to make one editor's mistake in; the schemas are linked, not
 * copied. Each copy is removed after its test, so cases hold whatever editors have written.
 */
const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) removeSite(dir);
});

const CONTENT = [
  'pages',
  'locales',
  'content',
  'site.json',
  'locales-allow-identical.json',
  'locales-made-from.json',
  // Saves lay files out as the repository does.
  '.prettierrc.json',
];

/**
 * A scratch copy that its caller removes (removeSite): for a file whose tests share one copy,
 * since each save through the lint costs seconds.
 */
export function copySite(prefix = 'site-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const part of CONTENT)
    if (fs.existsSync(path.join(root, part)))
      fs.cpSync(path.join(root, part), path.join(dir, part), { recursive: true });
  // Pages name their schema by a relative path; the scratch tree points at the real schemas.
  fs.symlinkSync(path.join(root, 'schemas'), path.join(dir, 'schemas'));
  // Images are checked to exist in public/; no test changes them.
  fs.symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  return dir;
}

export const removeSite = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** A scratch copy removed after the test that made it. */
export function scratchSite(prefix = 'site-'): string {
  const dir = copySite(prefix);
  made.push(dir);
  return dir;
}

/** The lint's answer for a tree, as the command prints it, in its order. */
export const lintLines = (at: string) =>
  sortProblems(runLint({ root: at }).problems).map((p) => formatProblem(p));
