import path from 'node:path';
import { migrate } from './migrations';
import type { Sql } from './sql';

export interface OpenOptions {
  /** PostgreSQL's address; when absent, the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files; `memory` keeps none (tests). */
  dir?: string | undefined;
}

/** Where the embedded database lives when nothing is said: beside the service, out of git. */
export const DEFAULT_DIR = path.join(process.cwd(), '.cms-data', 'leads');

/**
 * Opens the leads database, migrated: PostgreSQL when `DATABASE_URL` (or `databaseUrl`) is set,
 * else the embedded PGlite. Each driver is loaded only when chosen.
 */
export async function openDb(options: OpenOptions = {}): Promise<Sql> {
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  const db = url
    ? (await import('./postgres')).postgres(url)
    : await (await import('./pglite')).pglite(options.dir ?? DEFAULT_DIR);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
