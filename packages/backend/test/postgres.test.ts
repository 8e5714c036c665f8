import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, MEMORY, listMigrations, startBackend } from '../src/index';
import { accountContract } from './contract/account';
import { authContract } from './contract/auth';
import { constraintsContract } from './contract/constraints';
import { formMailContract } from './contract/formMail';
import { leadSourceContract } from './contract/leadSource';
import { newsletterContract } from './contract/newsletter';
import { newsletterSendsContract } from './contract/newsletterSends';
import { ownerContract } from './contract/owner';
import { postgrestContract } from './contract/postgrest';
import { recoveryContract } from './contract/recovery';
import { restContract } from './contract/rest';
import { rlsContract } from './contract/rls';
import { testDatabaseUrl } from './support/databases';
import { useEmbedded } from './support/embedded';
import { REST_FIXTURE_SQL } from './support/fixtures';

const databaseUrl = testDatabaseUrl();

async function recordedVersions(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    return rows.map((r) => r.version);
  } finally {
    await client.end();
  }
}

describe('on a real PostgreSQL (TEST_DATABASE_URL)', () => {
  const target = useEmbedded({ databaseUrl, fixtureSql: REST_FIXTURE_SQL });

  it('applies every migration once and records it; a second start applies nothing', async () => {
    const expected = (await listMigrations()).map((m) => m.version);
    expect(await recordedVersions(databaseUrl)).toEqual(expect.arrayContaining(expected));
    const again = await startBackend({ port: 0, dataDir: MEMORY, databaseUrl, quiet: true });
    await again.stop();
    const versions = await recordedVersions(databaseUrl);
    expect(versions.filter((v) => expected.includes(v))).toEqual(expected);
  });

  authContract(target);
  recoveryContract(target);
  rlsContract(target);
  constraintsContract(target);
  leadSourceContract(target);
  accountContract(target);
  restContract(target);
  ownerContract(target);
  postgrestContract(target);
});

describe('form mail safety on a real PostgreSQL (TEST_DATABASE_URL)', () => {
  const target = useEmbedded({ databaseUrl, limits: { submissionsPerEmailPer10Minutes: DEFAULT_LIMITS.submissionsPerEmailPer10Minutes } });
  formMailContract(target);
  newsletterContract(target);
  newsletterSendsContract(target);
});
