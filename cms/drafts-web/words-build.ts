/**
 * A preview of a change of words only starts from the build it had: the same code and pages make
 * the same bundles, so only the words' files, the prerendered pages and the host files are made
 * again (`npm run build:words`, beside the lint), about half a build's time. What a later build
 * needs of an earlier one is kept beside it: the prerender's server bundle and the fonts' CSS (a
 * new character in the words cuts new fonts, whose files the bundles name: then a whole build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { git } from '../git/git.ts';

const reuseOf = (outDir: string) => `${outDir}.reuse`;
const FONTS_CSS = path.join('src', 'generated', 'fonts.css');

/** The files of a tree that a words-only build makes again, and nothing else. */
const isWords = (file: string) => file.startsWith('locales/') || file === 'locales-made-from.json';

/** Whether `tree` differs from the built `base` by words only. */
export async function wordsOnly(gitDir: string, base: string, tree: string): Promise<boolean> {
  const changed = (await git(gitDir, ['diff', '--name-only', base, tree]))
    .split('\n')
    .filter(Boolean);
  return changed.length > 0 && changed.every(isWords);
}

/** Whether an earlier build kept what a words-only build of a later tree needs. */
export const canReuse = (outDir: string) =>
  fs.existsSync(path.join(reuseOf(outDir), '.prerender')) &&
  fs.existsSync(path.join(reuseOf(outDir), 'fonts.css'));

/**
 * Lays the base's build into `work` for `npm run build:words`, once the tree's fonts (cut by
 * `cutFonts`, cached) are found the same as the base's; false, leaving `work` to a whole build,
 * when they are not or the tree has no such script.
 */
export async function startFromBase(
  work: string,
  baseDir: string,
  cutFonts: () => Promise<boolean>,
): Promise<boolean> {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(work, 'package.json'), 'utf8')) as {
      scripts?: Record<string, string>;
    }
  ).scripts;
  if (!scripts?.['build:words'] || !scripts['lint:pages'] || !canReuse(baseDir)) return false;
  if (!(await cutFonts())) return false;
  const fonts = fs.readFileSync(path.join(work, FONTS_CSS), 'utf8');
  if (fonts !== fs.readFileSync(path.join(reuseOf(baseDir), 'fonts.css'), 'utf8')) return false;
  fs.cpSync(baseDir, path.join(work, 'dist'), { recursive: true });
  fs.cpSync(path.join(reuseOf(baseDir), '.prerender'), path.join(work, '.prerender'), {
    recursive: true,
  });
  return true;
}

/** Keeps, beside a good build in `outDir`, what a words-only build of a later tree needs. */
export function keepForReuse(work: string, outDir: string) {
  const keep = reuseOf(outDir);
  if (!fs.existsSync(path.join(work, '.prerender')) || !fs.existsSync(path.join(work, FONTS_CSS)))
    return;
  fs.rmSync(keep, { recursive: true, force: true });
  fs.mkdirSync(keep, { recursive: true });
  fs.renameSync(path.join(work, '.prerender'), path.join(keep, '.prerender'));
  fs.copyFileSync(path.join(work, FONTS_CSS), path.join(keep, 'fonts.css'));
}
