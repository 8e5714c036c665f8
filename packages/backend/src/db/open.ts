import path from 'node:path';
import { MEMORY } from '../config';
import { lockDataDir, prepareDataDir } from './dataDirLock';
import { migrate, schemaSources } from './migrate';
import { openPglite, type PgliteDatabase } from './pglite';
import { openPostgres } from './postgres';
import { TemplateCache } from './template';
import type { Database } from './types';

export interface OpenedDatabase {
  db: Database;
  /** Where the data lives, for the start banner (passwords in URLs hidden). */
  location: string;
  /** Migration files applied by this start. */
  applied: string[];
  release(): void;
}

function reason(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

async function migrated(db: Database, location: string, release: () => void): Promise<OpenedDatabase> {
  try {
    return { db, location, applied: await migrate(db), release };
  } catch (err) {
    await db.close();
    release();
    throw err;
  }
}

async function openPostgresDatabase(databaseUrl: string): Promise<OpenedDatabase> {
  const location = redact(databaseUrl);
  let db: Database;
  try {
    db = await openPostgres(databaseUrl);
  } catch (err) {
    throw new Error(`Cannot connect to PostgreSQL at ${location}: ${reason(err)}`, { cause: err });
  }
  return migrated(db, location, () => undefined);
}

async function openPgliteDatabase(dataDir: string): Promise<OpenedDatabase> {
  const templates = new TemplateCache(await schemaSources());
  if (dataDir === MEMORY) {
    const db = await openPglite(MEMORY, templates);
    const opened = await migrated(db, 'in memory (data is lost on stop)', () => undefined);
    await db.saveAsTemplate();
    return opened;
  }
  prepareDataDir(dataDir);
  const release = lockDataDir(dataDir);
  const pgdata = path.join(dataDir, 'pgdata');
  let db: PgliteDatabase;
  try {
    db = await openPglite(pgdata, templates);
  } catch (err) {
    release();
    throw new Error(
      `Cannot open the database in ${pgdata}: ${reason(err)}. ` +
        'If it is damaged, move the data directory away (or delete it) to start with a fresh database.',
      { cause: err },
    );
  }
  const opened = await migrated(db, dataDir, release);
  await db.saveAsTemplate();
  return opened;
}

/** Opens PostgreSQL when a URL is given, else PGlite in memory or in dataDir/pgdata, and migrates it. */
export function openDatabase(dataDir: string, databaseUrl?: string): Promise<OpenedDatabase> {
  return databaseUrl ? openPostgresDatabase(databaseUrl) : openPgliteDatabase(dataDir);
}
