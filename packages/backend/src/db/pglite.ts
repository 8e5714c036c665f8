import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { MEMORY } from '../config';
import type { TemplateCache } from './template';
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

export interface PgliteDatabase extends Database {
  /** Saves this database as the template when it was built from scratch; call right after migrating. */
  saveAsTemplate(): Promise<void>;
}

/** Opens PGlite in a directory, or in memory for `memory://`; a new database starts from the template if any. */
export async function openPglite(dataDir: string, templates: TemplateCache): Promise<PgliteDatabase> {
  const fresh = dataDir === MEMORY || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const template = fresh ? await templates.read() : undefined;
  const pg = await PGlite.create({ dataDir, loadDataDir: template, extensions: { pgcrypto, uuid_ossp } });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
    saveAsTemplate: () => (fresh && !template ? templates.save(() => pg.dumpDataDir('gzip')) : Promise.resolve()),
  };
}
