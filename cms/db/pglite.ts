import { PGlite, type Transaction } from '@electric-sql/pglite';
import { ensurePrivateDir, makePrivate } from './privateFiles';
import type { Sql } from './sql';

type Queryable = Pick<PGlite, 'query'> | Transaction;

/** Statements that write no file; anything else is followed by a look at the files' modes. */
const READS = /^\s*(SELECT|SHOW)\b/iu;

function wrap(db: Queryable, outer: PGlite, tidy: () => void): Sql {
  return {
    query: async <R extends object>(text: string, params: readonly unknown[] = []) => {
      const rows = (await db.query<R>(text, [...params])).rows;
      // A write may have made files (a WAL segment, a table's new file): keep them private.
      if (db === outer && !READS.test(text)) tidy();
      return rows;
    },
    // PGlite has one connection: a transaction inside one joins it rather than nesting.
    transaction: async (work) => {
      if (db !== outer) return work(wrap(db, outer, tidy));
      const result = await outer.transaction((tx) => work(wrap(tx, outer, tidy)));
      tidy();
      return result;
    },
    purge: async (tables) => {
      // Deleted rows stay in the table's file and the write-ahead log until both are rewritten:
      // VACUUM FULL copies the living rows to new files and drops the old ones, and a WAL
      // switch and a checkpoint retire the segment that recorded the deleted rows, which
      // wal_recycle=off (see pglite()) removes rather than keeps for reuse.
      for (const table of tables) await outer.query(`VACUUM FULL ${table}`);
      await outer.query('SELECT pg_switch_wal()');
      await outer.query('CHECKPOINT');
      tidy();
    },
    close: async () => {
      await outer.close();
      tidy();
    },
  };
}

/**
 * The embedded database: a directory of files, made if missing (0700, its files 0600), or
 * `memory` for none.
 */
export async function pglite(dir: string): Promise<Sql> {
  if (dir === 'memory') {
    const db = new PGlite();
    await db.waitReady;
    return wrap(db, db, () => {});
  }
  ensurePrivateDir(dir);
  const db = new PGlite(dir, {
    // A retired WAL segment is deleted, not renamed for reuse with an erased person inside.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'],
  });
  await db.waitReady;
  const tidy = () => makePrivate(dir);
  tidy();
  return wrap(db, db, tidy);
}
