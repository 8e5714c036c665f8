import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDatabaseTypes } from '../src/typegen/generateDatabaseTypes';
import { packageRoot } from '../src/config';
import { databaseTypesFile } from '../src/typegen/databaseTypesFile';
import { testDatabaseUrl } from './support/databases';
import { isRestFixture } from './support/fixtures';

describe('generated Database type', () => {
  it('is up to date with the migrations', async () => {
    const committed = await readFile(databaseTypesFile, 'utf8').catch(() => '');
    const fresh = await generateDatabaseTypes();
    const where = path.relative(path.resolve(packageRoot, '../..'), databaseTypesFile);
    // A plain boolean first, so the failure says what to do before the long diff.
    expect(committed === fresh, `${where} is stale: run \`pnpm db:types\` and commit the result.`).toBe(true);
  });

  it('is the same on every run', async () => {
    expect(await generateDatabaseTypes()).toBe(await generateDatabaseTypes());
  });

  it('is the same when read from PostgreSQL', async () => {
    const postgres = testDatabaseUrl();
    // The PostgREST feature suite adds its own tables to the same database (test/support/fixtures.ts), maybe right now.
    expect(await generateDatabaseTypes(postgres, { without: isRestFixture })).toBe(await generateDatabaseTypes());
  });
});
