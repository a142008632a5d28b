/**
 * The one query surface both drivers offer: PostgreSQL's own SQL with `$1` parameters, which
 * PGlite (PostgreSQL compiled to WebAssembly) and `pg` both speak natively. With one dialect and
 * a handful of queries, a query builder would add a layer without removing a difference.
 */
export interface Sql {
  query<R extends object>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs `work` in one transaction: all of it is stored, or none. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Removes every trace of deleted rows of these tables from the disk (the table files and the
   * write-ahead log), for an erasure. The embedded database has it; a PostgreSQL server's files
   * and WAL archive are its operator's, and it leaves this out.
   */
  purge?(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
