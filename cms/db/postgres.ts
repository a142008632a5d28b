import pg from 'pg';
import type { Sql } from './sql';

type Client = Pick<pg.PoolClient, 'query'>;

const run = async <R extends object>(client: Client, text: string, params: readonly unknown[]) =>
  (await client.query<R>(text, [...params])).rows;

/** PostgreSQL through a small pool. */
export function postgres(connectionString: string): Sql {
  const pool = new pg.Pool({ connectionString, max: 4 });
  // An idle connection the server drops must not end the service: the pool replaces it.
  pool.on('error', () => {});
  const inside = (client: pg.PoolClient): Sql => ({
    query: (text, params = []) => run(client, text, params),
    transaction: (work) => work(inside(client)),
    close: async () => {},
  });
  return {
    query: (text, params = []) => run(pool, text, params),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(inside(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
