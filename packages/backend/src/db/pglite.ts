import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { MEMORY } from '../config';
import { readTemplate, saveTemplate } from './template';
import type { Database, Queryable } from './types';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Opens PGlite in a directory, or in memory for `memory://`; a new database starts from the saved template. */
export async function openPglite(dataDir: string): Promise<Database> {
  const fresh = dataDir === MEMORY || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = fresh ? await readTemplate() : undefined;
  const pg = await PGlite.create({ dataDir, loadDataDir: template, extensions: { pgcrypto, uuid_ossp } });
  if (fresh && !template) await saveTemplate(pg);
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
