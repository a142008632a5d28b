import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file the editors and the local servers read or write must really lie inside the
 * repository: neither "..", an encoded slash nor a symbolic link may lead elsewhere. Shared by
 * the edit server (scripts/lib/edit/guard.ts) and the site's file answers (siteFileAnswer.ts).
 */

/** A file name refused: outside the repository, or not a name the caller may use. */
export class PathRefused extends Error {}

/** The longest file name accepted. */
export const MAX_PATH = 1024;

const within = (dir: string, p: string) => p === dir || p.startsWith(dir + path.sep);

export const lexists = (p: string) => {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
};

/**
 * The real folders files may come from: the repository, and the dependencies folder it uses (a
 * copy of the repository links node_modules rather than copying it).
 */
function realRoots(root: string): string[] {
  const modules = path.join(root, 'node_modules');
  return [fs.realpathSync(root), ...(lexists(modules) ? [fs.realpathSync(modules)] : [])];
}

/**
 * The real path of `file` (relative to the repository, or absolute), or PathRefused when it is
 * not a plain file name or it leads outside the repository, through "..", an encoded slash or a
 * symbolic link anywhere on its way. A file that does not exist yet is judged by its nearest
 * existing folder.
 */
export function resolveInside(root: string, file: string): string {
  if (typeof file !== 'string' || file === '' || file.length > MAX_PATH)
    throw new PathRefused(`a file name is required, under ${MAX_PATH} characters`);
  if (file.includes('\0')) throw new PathRefused('a file name may not contain a NUL character');
  const roots = realRoots(root);
  const abs = path.resolve(root, file);
  if (!within(path.resolve(root), abs) && !roots.some((r) => within(r, abs)))
    throw new PathRefused(`"${file}" is outside the repository`);
  let existing = abs;
  while (!lexists(existing)) existing = path.dirname(existing);
  let real: string;
  try {
    real = fs.realpathSync(existing);
  } catch {
    throw new PathRefused(`"${file}" is a symbolic link to nothing; the editor does not follow it`);
  }
  if (!roots.some((r) => within(r, real)))
    throw new PathRefused(
      `"${file}" leads outside the repository (to ${real}) through a symbolic link; the editor reads only files inside it: replace the link with the file itself`,
    );
  return path.join(real, path.relative(existing, abs));
}
