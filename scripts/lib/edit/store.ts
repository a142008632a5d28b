/**
 * Where the content API reads and writes: one interface, two stores. `npm run edit` edits a folder
 * (the repository on one's own machine); `npm run cms` edits a person's draft (their git worktree),
 * where each write becomes one commit authored by that person, under the draft's lock
 * (cms/drafts-web/draftStore.ts). The API's handlers call the store and nothing else learns
 * what happened by reading an answer on its way back.
 */
import { Locks } from '../lock.ts';

/** What a write answers (save.ts SaveResult, upload.ts UploadResult): `written` when it wrote. */
export interface WriteOutcome {
  status: string;
  /** The files the write changed, relative to the store's root. */
  written?: readonly string[];
}

export interface ContentStore {
  /** The folder whose files are the content (a repository or a draft's worktree). */
  root(): Promise<string>;
  /**
   * Runs one write under the store's lock: `change` writes files under `root` and answers what it
   * did. When it answers with `written`, the store records those files (a draft commits them).
   */
  write<R extends WriteOutcome>(change: (root: string) => Promise<R>): Promise<R>;
}

/** A folder edited in place: writes one at a time, nothing recorded beyond the files. */
export function folderStore(root: string): ContentStore {
  const locks = new Locks();
  return {
    root: () => Promise.resolve(root),
    write: (change) => locks.run('folder', () => change(root)),
  };
}
