import { afterAll, beforeAll, describe } from 'vitest';
import { MEMORY } from '../../src/config';
import { openDatabase, type OpenedDatabase } from '../../src/db/open';
import type { Database, Queryable } from '../../src/db/types';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Runs `suite` against a migrated PGlite in memory and, when TEST_DATABASE_URL is set (as CI sets it), against that
 * PostgreSQL too: the migrations are the production schema, so what they do is checked on both.
 */
export function onEachDatabase(suite: (db: () => Database) => void): void {
  const targets: [string, string | undefined][] = [
    ['on PGlite', undefined],
    ['on a real PostgreSQL (TEST_DATABASE_URL)', databaseUrl],
  ];
  for (const [label, url] of targets) {
    describe.skipIf(label !== 'on PGlite' && !url)(label, () => {
      let opened: OpenedDatabase | undefined;
      beforeAll(async () => {
        opened = await openDatabase(MEMORY, url);
      });
      afterAll(async () => {
        await opened?.db.close();
        opened?.release();
      });
      suite(() => {
        if (!opened) throw new Error('database not opened');
        return opened.db;
      });
    });
  }
}

const ROLL_BACK = new Error('roll back');

/** Runs fn in a transaction that is then rolled back, so a test leaves nothing in a database others share. */
export async function rolledBack<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      result = { value: await fn(tx) };
      throw ROLL_BACK;
    });
  } catch (err) {
    if (err !== ROLL_BACK) throw err;
  }
  if (!result) throw new Error('the transaction ended without a result');
  return result.value;
}
