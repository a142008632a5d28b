/**
 * A person's draft as a ContentStore (scripts/lib/edit/store.ts): the content API reads the
 * draft's worktree and writes through `Drafts.write`, so every save is one commit authored by
 * its person, under the draft's lock, with a message in words; then the draft's preview is built
 * again. A save goes from the API's handler to the commit by function calls.
 */
import { describeChanges } from '../git/describe.ts';
import type { Drafts } from '../git/drafts.ts';
import { gitShow, revParse, type Person } from '../git/git.ts';
import type { Account } from '../http/env.ts';
import type { ContentStore } from '../../scripts/lib/edit/store.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Builds } from './builds.ts';

/** How an account signs its commits: the name it logs in with, at the service. */
export const personOf = (user: Pick<Account, 'name'>): Person => ({
  name: user.name,
  email: `${user.name}@cms.local`,
});

/**
 * Pages and content (an article, a testimonial…) first, then their words: the subject names what
 * a person changed, never the translation record that follows every text.
 */
const rank = (file: string) =>
  file.startsWith('pages/') || file.startsWith('content/') || file.startsWith('public/')
    ? 0
    : file.startsWith('locales/')
      ? 1
      : 2;

/** A commit's message for the files a save wrote: every change in words, the first as subject. */
export async function messageOf(dir: string, written: readonly string[]): Promise<string> {
  const files = [...written].sort((a, b) => rank(a) - rank(b));
  const described = await describeChanges(
    files.map((file) => ({ file, status: 'changed' as const })),
    async (file, side) => {
      if (side === 'after') {
        try {
          return fs.readFileSync(path.join(dir, file), 'utf8');
        } catch {
          return null;
        }
      }
      return gitShow(dir, 'HEAD', file);
    },
  );
  // Every change in words; the subject is the first a person made (not the record that follows).
  const lines = described.flatMap((d) => d.lines);
  const first = described.find((d) => rank(d.file) < 2)?.lines[0] ?? lines[0];
  const subject = (first ?? `Saved ${written.join(', ')}`).slice(0, 150);
  return `${subject}\n\n${lines.filter((l) => l !== first).join('\n')}`.trim();
}

const treeOf = (dir: string) => revParse(dir, 'HEAD^{tree}');

export function draftStore(drafts: Drafts, builds: Builds, user: Account): ContentStore {
  return {
    root: () => drafts.open(user.name),
    async write(change) {
      const { result, commit } = await drafts.write(user.name, personOf(user), change, messageOf);
      if (commit) {
        const dir = drafts.dirOf(user.name);
        builds.schedule(user.name, dir, () => treeOf(dir));
      }
      return result;
    },
  };
}
