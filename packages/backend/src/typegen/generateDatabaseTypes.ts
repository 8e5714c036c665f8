import { MEMORY } from '../config';
import { openDatabase } from '../db/open';
import { readCatalog } from './readCatalog';
import { renderDatabaseTypes } from './renderDatabaseTypes';

/**
 * Migrates a fresh in-memory PGlite database exactly as the backend does and renders its public schema's types.
 * Nothing is fetched: the migrations on disk are the only input. With a PostgreSQL URL it migrates and reads
 * that database instead (the test suite's PostgreSQL variant checks both give the same file).
 */
export async function generateDatabaseTypes(databaseUrl?: string): Promise<string> {
  const opened = await openDatabase(MEMORY, databaseUrl);
  const { db } = opened;
  try {
    return renderDatabaseTypes(await readCatalog(db, 'public'));
  } finally {
    await db.close();
    opened.release();
  }
}
