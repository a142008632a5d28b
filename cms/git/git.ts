/**
 * Git as the CMS's storage, run as a program (never through a shell: no argument is ever
 * interpreted), with prompts off so a missing credential fails instead of waiting forever.
 */
import { execFile } from 'node:child_process';

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${code ?? 'killed'}): ${stderr.trim().slice(0, 2000)}`);
  }
}

export interface Person {
  name: string;
  email: string;
}

/** Runs git in `cwd`; resolves with its standard output, rejects with a GitError. */
export function git(cwd: string, args: readonly string[], as?: Person): Promise<string> {
  const who = as
    ? {
        GIT_AUTHOR_NAME: as.name,
        GIT_AUTHOR_EMAIL: as.email,
        GIT_COMMITTER_NAME: as.name,
        GIT_COMMITTER_EMAIL: as.email,
      }
    : {};
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...args],
      {
        cwd,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...who },
      },
      (error, stdout, stderr) => {
        if (error)
          reject(new GitError(args, typeof error.code === 'number' ? error.code : null, stderr));
        else resolve(stdout);
      },
    );
  });
}

/** True when git answers 0, false when it answers 1 (a question such as "is there a change?"). */
export async function gitAsks(cwd: string, args: readonly string[]): Promise<boolean> {
  try {
    await git(cwd, args);
    return true;
  } catch (error) {
    if (error instanceof GitError && error.code === 1) return false;
    throw error;
  }
}

/** A file's text at `rev`, or null where git has no such file there. */
export const gitShow = (cwd: string, rev: string, file: string): Promise<string | null> =>
  git(cwd, ['show', `${rev}:${file}`]).catch((error: unknown) => {
    if (error instanceof GitError) return null;
    throw error;
  });

/** The object `rev` names (`HEAD`, `HEAD^{tree}`, a branch…), as its id. */
export const revParse = async (cwd: string, rev: string) =>
  (await git(cwd, ['rev-parse', rev])).trim();

/** The files a merge or a revert left in conflict, after it failed. */
export const conflictedFiles = async (cwd: string) =>
  (await git(cwd, ['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean);
