import { afterAll, beforeAll, describe } from 'vitest';
import { MEMORY } from '../../src/config';
import { openDatabase, type OpenedDatabase } from '../../src/db/open';
import type { Database, Queryable } from '../../src/db/types';

/** The PostgreSQL every suite also runs on; `scripts/test.sh` sets it, so `pnpm test` never leaves it out. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the suite with `pnpm test` (scripts/test.sh sets it).');
  return url;
}
const databaseUrl = testDatabaseUrl();

/**
 * Runs `suite` against a migrated PGlite in memory and against the PostgreSQL of TEST_DATABASE_URL: the migrations are the production schema, so what they do is checked on both.
 */
export function onEachDatabase(suite: (db: () => Database) => void): void {
  const targets: [string, string | undefined][] = [
    ['on PGlite', undefined],
    ['on a real PostgreSQL (TEST_DATABASE_URL)', databaseUrl],
  ];
  for (const [label, url] of targets) {
    describe(label, () => {
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
