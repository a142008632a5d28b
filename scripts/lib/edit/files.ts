import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { PathRefused } from '../insideRepository.ts';

/**
 * The only files the page editor may write (docs/architecture.md#editors-edit-through-the-schemas:
 * pages/ and locales/), plus the record of which English each translation was made from, which a
 * translation edit updates. The content forms write content/ and picture uploads through the
 * same folder check (insideFolder), in entries.ts and upload.ts. Names are checked as text before any path is built, then the resolved
 * path is checked again against the real folders, so neither "..", an absolute path, a backslash
 * nor a symlink planted inside pages/ can lead a write elsewhere.
 */
const PAGE_FILE = /^pages\/(?:[a-z0-9-]+\/)*(?:[a-z0-9-]+|\[[a-z]+\]|\[\.\.\.[a-z]+\])\.json$/;
const LOCALE_FILE = /^locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/;
export const MADE_FROM = 'locales-made-from.json';

export function isPageFile(rel: string): boolean {
  return PAGE_FILE.test(rel) && !rel.startsWith('pages/_sections/');
}

export function localeFile(lang: string, ns: string): string {
  const rel = `locales/${lang}/${ns}.json`;
  if (!LOCALE_FILE.test(rel)) throw new PathRefused(`not a locale file: ${rel}`);
  return rel;
}

/** The absolute path of a file the editor may write, or PathRefused. */
export function writablePath(root: string, rel: string): string {
  if (typeof rel !== 'string' || rel.length > 200)
    throw new PathRefused('a file name is required, under 200 characters');
  const allowed = isPageFile(rel) || LOCALE_FILE.test(rel) || rel === MADE_FROM;
  if (!allowed)
    throw new PathRefused(`the editor writes only pages/*.json and locales/*/*.json, not "${rel}"`);
  return insideFolder(root, rel, rel === MADE_FROM ? '' : rel.split('/')[0]!);
}

/**
 * The absolute path of `rel`, checked to be really inside the folder `base` (relative to the
 * root; "" for the root itself) once symbolic links are followed, and not a link itself.
 */
export function insideFolder(root: string, rel: string, base: string): string {
  const abs = path.resolve(root, rel);
  const baseAbs = path.join(root, base);
  // The nearest existing folder must really be inside the allowed one (no symlinked way out).
  let dir = path.dirname(abs);
  while (!fs.existsSync(dir)) dir = path.dirname(dir);
  const realDir = fs.realpathSync(dir);
  const realBase = fs.realpathSync(baseAbs);
  if (realDir !== realBase && !realDir.startsWith(realBase + path.sep))
    throw new PathRefused(`"${rel}" leads outside ${base || path.basename(root)}/`);
  if (fs.existsSync(abs) && fs.lstatSync(abs).isSymbolicLink())
    throw new PathRefused(`"${rel}" is a symbolic link; the editor does not follow it`);
  return abs;
}

/** What the editor calls a file's version: a hash of its bytes ("" when it does not exist). */
export function versionOf(abs: string): string {
  if (!fs.existsSync(abs)) return '';
  return createHash('sha256').update(fs.readFileSync(abs)).digest('hex').slice(0, 16);
}

export const versionOfText = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 16);

/** JSON laid out as `npm run format:content` would, so a save adds no whitespace churn. */
export async function formatJson(root: string, rel: string, value: unknown): Promise<string> {
  return formatText(root, rel, JSON.stringify(value, null, 2));
}

/** JSON text laid out as `npm run format:content` would. */
export async function formatText(root: string, rel: string, text: string): Promise<string> {
  const options = (await prettier.resolveConfig(path.join(root, rel))) ?? {};
  return prettier.format(text, { ...options, parser: 'json' });
}

/** A page's properties in the repository's order: "$schema" first, then the format version. */
export function pageInOrder(page: Record<string, unknown>, schemaPath: string) {
  const { $schema: _drop, schemaVersion, ...rest } = page;
  void _drop;
  return { $schema: schemaPath, schemaVersion, ...rest };
}

/** Writes through a temporary file, so a crash never leaves half a JSON file behind. */
/**
 * A temporary copy of what the lint reads (pages/, locales/, content/ and the site's settings),
 * where a save is written and linted before it touches the repository. The caller removes it.
 */
export function lintScratch(root: string, prefix: string): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    for (const part of ['pages', 'locales', 'content'])
      fs.cpSync(path.join(root, part), path.join(scratch, part), { recursive: true });
    for (const file of ['site.json', 'locales-allow-identical.json', MADE_FROM])
      if (fs.existsSync(path.join(root, file)))
        fs.copyFileSync(path.join(root, file), path.join(scratch, file));
    return scratch;
  } catch (e) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
}

export function writeAtomic(abs: string, text: string | Uint8Array) {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  const tmp = `${abs}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, abs);
}
