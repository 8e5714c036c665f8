import path from 'node:path';
import { MEMORY } from '../config';
import { lockDataDir, prepareDataDir } from './dataDirLock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

export interface OpenedDatabase {
  db: Database;
  /** Where the data lives, for the start banner (passwords in URLs hidden). */
  location: string;
  release(): void;
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** Opens PostgreSQL when a URL is given, else PGlite in memory or in dataDir/pgdata. */
export async function openDatabase(dataDir: string, databaseUrl?: string): Promise<OpenedDatabase> {
  if (databaseUrl) {
    const location = redact(databaseUrl);
    try {
      return { db: await openPostgres(databaseUrl), location, release: () => undefined };
    } catch (err) {
      throw new Error(`Cannot connect to PostgreSQL at ${location}: ${reason(err)}`, { cause: err });
    }
  }
  if (dataDir === MEMORY) {
    return { db: await openPglite(MEMORY), location: 'in memory (data is lost on stop)', release: () => undefined };
  }
  prepareDataDir(dataDir);
  const release = lockDataDir(dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  try {
    return { db: await openPglite(pgdata), location: dataDir, release };
  } catch (err) {
    release();
    throw new Error(
      `Cannot open the database in ${pgdata}: ${reason(err)}. ` +
        'If it is damaged, move the data directory away (or delete it) to start with a fresh database.',
      { cause: err },
    );
  }
}
