import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.ts';

/**
 * A copy of the repository in `dir`, as a fresh clone would have it (tracked files, and new
 * files not yet committed but not ignored), with node_modules linked rather than copied. The
 * editor-change check and the editor's browser tests edit such a copy, never the repository.
 */
export function copyRepository(dir: string): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    // A work tree whose node_modules is a symlink (git worktree sharing one install) lists it as
    // an untracked file: it is linked below, never copied.
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
