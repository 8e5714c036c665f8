import { MEMORY } from '../config';
import { openDatabase } from '../db/open';
import { readCatalog } from './readCatalog';
import { renderDatabaseTypes } from './renderDatabaseTypes';

/**
 * Migrates a fresh in-memory PGlite database exactly as the backend does and renders its public schema's types.
 * Nothing is fetched: the migrations on disk are the only input. With a PostgreSQL URL it migrates and reads
 * that database instead (the test suite's PostgreSQL variant checks both give the same file).
 */
export async function generateDatabaseTypes(databaseUrl?: string, options: { without?: (name: string) => boolean } = {}): Promise<string> {
  const opened = await openDatabase(MEMORY, databaseUrl);
  const { db } = opened;
  try {
    const catalog = await readCatalog(db, 'public');
    const keep = ({ name }: { name: string }) => !options.without?.(name);
    // `without`: objects another suite created in a shared test database, which are not the schema.
    return renderDatabaseTypes({
      ...catalog,
      tables: catalog.tables.filter(keep),
      views: catalog.views.filter(keep),
      functions: catalog.functions.filter(keep),
    });
  } finally {
    await db.close();
    opened.release();
  }
}
