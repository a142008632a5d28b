import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Sql } from './sql';

type Queryable = Pick<PGlite, 'query'> | Transaction;

function wrap(db: Queryable, outer: PGlite): Sql {
  return {
    query: async <R extends object>(text: string, params: readonly unknown[] = []) =>
      (await db.query<R>(text, [...params])).rows,
    // PGlite has one connection: a transaction inside one joins it rather than nesting.
    transaction: (work) =>
      db === outer ? outer.transaction((tx) => work(wrap(tx, outer))) : work(wrap(db, outer)),
    close: () => outer.close(),
  };
}

/** The embedded database: a directory of files, or `memory` for none. */
export async function pglite(dir: string): Promise<Sql> {
  const db = dir === 'memory' ? new PGlite() : new PGlite(dir);
  await db.waitReady;
  return wrap(db, db);
}
