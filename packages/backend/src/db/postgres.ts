import pg from 'pg';
import type { Database, Queryable } from './types';

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query(sql, params);
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** Connects to a real PostgreSQL (DATABASE_URL) through a small pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the server.
  pool.on('error', (err) => console.error(`[backend] postgres pool: ${err.message}`));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        client.release();
        return result;
      } catch (err) {
        const broken = await client.query('rollback').then(
          () => false,
          () => true,
        );
        // A connection that cannot even roll back is destroyed rather than reused.
        client.release(broken);
        throw err;
      }
    },
    close: () => pool.end(),
  };
}
