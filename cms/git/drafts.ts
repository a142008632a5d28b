/**
 * Drafts, publications and their history, on a clone of the site's repository.
 *
 * Each account has a draft: the branch `draft/<name>`, checked out in a worktree of its own, where
 * the editor's saves land as commits authored by that person. Nothing reaches `main` until a
 * publisher publishes: the draft is first brought up to date with the remote's `main` (a conflict
 * is reported file by file, and the draft is left as it was), then the site's checks run on it
 * (lint and build), then it is merged into `main` with a merge commit naming the publication, and
 * pushed. A publication is undone by a revert commit of that merge, checked and pushed the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import { conflictedFiles, git, gitAsks, GitError, gitShow, revParse, type Person } from './git.ts';
import { Locks } from '../../scripts/lib/lock.ts';
import { describeChanges, type Change, type Described } from './describe.ts';

export type { Change };

/** A line in every publication's message: how the history finds them. */
const PUBLICATION = 'CMS-Publication:';
const REVERT = 'CMS-Reverts:';

/** What must pass before a commit of the site goes live (its build, lint first). */
export type Checks = (gitDir: string, commit: string) => Promise<{ ok: boolean; report: string }>;

export type PublishResult =
  | { kind: 'published'; commit: string }
  | { kind: 'nothing-to-publish' }
  | { kind: 'conflict'; files: string[] }
  | { kind: 'checks-failed'; report: string }
  | { kind: 'already-reverted' };

export interface Publication {
  commit: string;
  draft: string;
  by: string;
  at: string;
  title: string;
  /** Every change it made, in words (the commit's body). */
  lines: string[];
  reverted: boolean;
  /** Set on a revert: the publication it undid. */
  reverts?: string;
}

const STATUS: Record<string, Change['status']> = {
  A: 'added',
  M: 'changed',
  D: 'deleted',
  R: 'renamed',
};

export class Drafts {
  private readonly locks = new Locks();

  /**
   * @param repo the service's clone of the site, on `main`, with the remote as `origin`
   * @param worktrees where each draft's worktree lives (one folder per account)
   * @param checks what must pass before a draft or a revert is published
   */
  constructor(
    readonly repo: string,
    readonly worktrees: string,
    private readonly checks: Checks,
    readonly branch = 'main',
  ) {}

  /**
   * Git in the service's clone, one command at a time: two drafts opened at once would both write
   * its config and refs (git refuses the second: "could not lock config file").
   */
  private inRepo(args: readonly string[], as?: Person): Promise<string> {
    return this.locks.run('repo', () => git(this.repo, args, as));
  }

  static branchOf(user: string) {
    return `draft/${user}`;
  }

  dirOf(user: string) {
    return path.join(this.worktrees, user);
  }

  /**
   * The draft's worktree, made from the remote's newest main the first time. Reading a draft
   * takes no lock once it exists: the editor keeps answering while the draft is published.
   */
  open(user: string): Promise<string> {
    const dir = this.dirOf(user);
    if (fs.existsSync(path.join(dir, '.git'))) return Promise.resolve(dir);
    return this.locks.run(`draft:${user}`, () => this.ensure(user));
  }

  /**
   * One write to a draft, under its lock: `change` writes files in the worktree; when it
   * answers with the files it wrote, they become one commit authored by `who`, with the message
   * `message` makes of them (in words). Returns what `change` answered and the commit, if any.
   */
  write<R extends { written?: readonly string[] }>(
    user: string,
    who: Person,
    change: (dir: string) => Promise<R>,
    message: (dir: string, written: readonly string[]) => Promise<string>,
  ): Promise<{ result: R; commit: string | null }> {
    return this.locks.run(`draft:${user}`, async () => {
      const dir = await this.ensure(user);
      const result = await change(dir);
      const written = result.written ?? [];
      if (!written.length) return { result, commit: null };
      await git(dir, ['add', '--all', '--', ...written]);
      return { result, commit: await commitStaged(dir, who, () => message(dir, written)) };
    });
  }

  private async ensure(user: string): Promise<string> {
    const dir = this.dirOf(user);
    if (fs.existsSync(path.join(dir, '.git'))) return dir;
    fs.mkdirSync(this.worktrees, { recursive: true });
    await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
    const branch = Drafts.branchOf(user);
    const exists = await gitAsks(this.repo, [
      'show-ref',
      '--verify',
      '--quiet',
      `refs/heads/${branch}`,
    ]);
    await this.inRepo(
      exists
        ? ['worktree', 'add', '--quiet', dir, branch]
        : ['worktree', 'add', '--quiet', '--no-track', '-b', branch, dir, `origin/${this.branch}`],
    );
    return dir;
  }

  /**
   * Commits what changed in the draft's worktree, authored by `who`: called after each save.
   * Returns the commit, or null when nothing changed.
   */
  commit(user: string, who: Person, message: string): Promise<string | null> {
    return this.locks.run(`draft:${user}`, async () => {
      const dir = await this.ensure(user);
      await git(dir, ['add', '--all']);
      return commitStaged(dir, who, async () => message);
    });
  }

  /**
   * A draft with nothing unpublished follows the published site: after its publication, or a
   * revert, or anyone's publication, it is moved to the remote's main, so its editor shows what
   * is live and its next change starts from there (a revert left it behind, showing the undone
   * text, and its next publication failed as "changed on both sides"). Returns whether it has
   * saves of its own that are not published, and whether main changed since it began.
   */
  follow(user: string): Promise<{ own: boolean; behind: boolean }> {
    return this.locks.run(`draft:${user}`, async () => {
      const dir = await this.ensure(user);
      await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
      const main = `origin/${this.branch}`;
      const own = !(await gitAsks(dir, ['diff', '--quiet', `${main}...HEAD`]));
      const behind = !(await gitAsks(dir, ['merge-base', '--is-ancestor', main, 'HEAD']));
      if (own || !behind) return { own, behind };
      await git(dir, ['reset', '--quiet', '--hard', main]);
      return { own, behind: false };
    });
  }

  /**
   * Starts a draft again from the published site; what it was is kept, never lost, as the
   * branch returned (`kept/<name>/<when>`), where a developer can find any of it.
   */
  restart(user: string, now = new Date()): Promise<string> {
    return this.locks.run(`draft:${user}`, async () => {
      const dir = await this.ensure(user);
      await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
      const when = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      const kept = `kept/${user}/${when}`;
      await git(dir, ['branch', kept, 'HEAD']);
      await git(dir, ['reset', '--quiet', '--hard', `origin/${this.branch}`]);
      return kept;
    });
  }

  /** The files a draft changes against the remote's main, as of the last fetch. */
  async changes(user: string): Promise<Change[]> {
    const dir = await this.open(user);
    await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
    const out = await git(dir, ['diff', '--name-status', '-z', `origin/${this.branch}...HEAD`]);
    const parts = out.split('\0').filter(Boolean);
    const changes: Change[] = [];
    for (let i = 0; i < parts.length;) {
      const code = parts[i++]![0]!;
      // A rename or a copy names the old file first, then the new one.
      if (code === 'R' || code === 'C') i++;
      changes.push({ file: parts[i++] ?? '', status: STATUS[code] ?? 'changed' });
    }
    return changes;
  }

  /** What a draft changes, in words (see describe.ts). */
  async describe(user: string): Promise<Described[]> {
    const dir = await this.open(user);
    const changes = await this.changes(user);
    const base = (await git(dir, ['merge-base', `origin/${this.branch}`, 'HEAD'])).trim();
    return describeChanges(changes, (file, side) =>
      gitShow(dir, side === 'before' ? base : 'HEAD', file),
    );
  }

  /** Brings the draft up to date with the remote's main; on a conflict, leaves it as it was. */
  private async update(dir: string, who: Person): Promise<string[]> {
    await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
    try {
      await git(dir, ['merge', '--quiet', '--no-edit', `origin/${this.branch}`], who);
      return [];
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      const files = await conflictedFiles(dir);
      await git(dir, ['merge', '--abort']).catch(() => undefined);
      if (!files.length) throw error;
      return files;
    }
  }

  /**
   * Publishes a draft: brought up to date (under the draft's lock, a moment), then the commit it
   * reached is checked (the build, minutes) and merged into main and pushed. The draft's lock is
   * not held while the checks run: its person keeps editing, and what they save meanwhile stays
   * in the draft for the next publication.
   */
  publish(
    user: string,
    publisher: Person,
    title: string,
    lines: readonly string[] = [],
  ): Promise<PublishResult> {
    return this.locks.run('main', async () => {
      const ready = await this.locks.run(`draft:${user}`, async () => {
        const dir = await this.ensure(user);
        const conflicts = await this.update(dir, publisher);
        if (conflicts.length) return { kind: 'conflict' as const, files: conflicts };
        if (await gitAsks(dir, ['diff', '--quiet', `origin/${this.branch}`, 'HEAD']))
          return { kind: 'nothing-to-publish' as const };
        return { kind: 'ready' as const, commit: await revParse(dir, 'HEAD') };
      });
      if (ready.kind !== 'ready') return ready;
      const checked = await this.checks(this.repo, ready.commit);
      if (!checked.ok) return { kind: 'checks-failed', report: checked.report };
      const commit = await this.mergeAndPush(
        ready.commit,
        publisher,
        `${title}\n\n${lines.length ? `${lines.join('\n')}\n\n` : ''}${PUBLICATION} ${user}`,
      );
      // The published draft now starts from what is live (saves made meanwhile stay in it).
      await this.follow(user);
      return { kind: 'published', commit };
    });
  }

  /** Merges `rev` (a commit or a branch) into main with `message`, and pushes. */
  private async mergeAndPush(rev: string, who: Person, message: string): Promise<string> {
    await this.inRepo(['checkout', '--quiet', this.branch]);
    await this.inRepo(['reset', '--quiet', '--hard', `origin/${this.branch}`]);
    await this.inRepo(['merge', '--quiet', '--no-ff', '-m', message, rev], who);
    await this.inRepo(['push', '--quiet', 'origin', `${this.branch}:${this.branch}`]);
    await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
    return (await this.inRepo(['rev-parse', 'HEAD'])).trim();
  }

  /** Every publication and revert on the remote's main, newest first. */
  async history(): Promise<Publication[]> {
    await this.inRepo(['fetch', '--quiet', 'origin', this.branch]);
    const out = await this.inRepo([
      'log',
      '--first-parent',
      '--format=%H%x1f%an%x1f%aI%x1f%B%x1e',
      `origin/${this.branch}`,
    ]);
    const all: Publication[] = [];
    for (const record of out.split('\x1e')) {
      const [commit, by, at, body] = record.trim().split('\x1f');
      if (!commit || !body) continue;
      const draft = line(body, PUBLICATION);
      const reverts = line(body, REVERT);
      if (draft === undefined && reverts === undefined) continue;
      all.push({
        commit,
        by: by ?? '',
        at: at ?? '',
        title: body.split('\n')[0] ?? '',
        lines: body
          .split('\n')
          .slice(1)
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith(PUBLICATION) && !l.startsWith(REVERT)),
        draft: draft ?? '',
        reverted: false,
        ...(reverts ? { reverts } : {}),
      });
    }
    const undone = new Set(all.map((p) => p.reverts).filter(Boolean));
    return all.map((p) => ({ ...p, reverted: undone.has(p.commit) }));
  }

  /** Reverts one publication with a new commit on main, checked and pushed like a publication. */
  revert(commit: string, publisher: Person): Promise<PublishResult> {
    if (!/^[0-9a-f]{40}$/.test(commit)) return Promise.reject(new Error('not a commit id'));
    return this.locks.run('main', async () => {
      const known = (await this.history()).find((p) => p.commit === commit && !p.reverts);
      if (!known) throw new Error('not a publication of this site');
      // Two publishers pressing Revert together: the second finds it done.
      if (known.reverted) return { kind: 'already-reverted' };
      const branch = `revert/${commit.slice(0, 12)}`;
      const dir = path.join(this.worktrees, `.revert-${commit.slice(0, 12)}`);
      await this.inRepo([
        'worktree',
        'add',
        '--quiet',
        '--force',
        '-B',
        branch,
        dir,
        `origin/${this.branch}`,
      ]);
      try {
        try {
          await git(dir, ['revert', '--no-edit', '-m', '1', commit], publisher);
        } catch (error) {
          const files = await conflictedFiles(dir);
          await git(dir, ['revert', '--abort']).catch(() => undefined);
          if (files.length) return { kind: 'conflict', files };
          throw error;
        }
        const head = await revParse(dir, 'HEAD');
        const checked = await this.checks(dir, head);
        if (!checked.ok) return { kind: 'checks-failed', report: checked.report };
        const result = await this.mergeAndPush(
          branch,
          publisher,
          `Revert “${known.title}”\n\n${known.lines.map((l) => `Undone: ${l}\n`).join('')}\n${REVERT} ${commit}`,
        );
        return { kind: 'published', commit: result };
      } finally {
        await this.inRepo(['worktree', 'remove', '--force', dir]).catch(() => undefined);
        await this.inRepo(['branch', '-D', branch]).catch(() => undefined);
      }
    });
  }
}

/** Commits what is staged in `dir`, authored by `who`; the commit, or null when nothing is. */
async function commitStaged(dir: string, who: Person, message: () => Promise<string>) {
  if (await gitAsks(dir, ['diff', '--cached', '--quiet'])) return null;
  await git(dir, ['commit', '--quiet', '--no-verify', '-m', await message()], who);
  return revParse(dir, 'HEAD');
}

function line(body: string, label: string): string | undefined {
  const found = body.split('\n').find((l) => l.startsWith(label));
  return found?.slice(label.length).trim();
}
