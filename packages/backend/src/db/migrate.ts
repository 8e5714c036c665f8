import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
export const bootstrapFile = path.join(here, 'bootstrap.sql');
export const migrationsDir = path.resolve(here, '../../supabase/migrations');
// Starter content, applied once to a new database (as `supabase db reset` does locally), never a migration.
export const seedFile = path.resolve(here, '../../supabase/seed.sql');

const MIGRATION_NAME = /^(\d{14})_(.+)\.sql$/;
// Serialises bootstrap and migrations when several servers start on one PostgreSQL.
const LOCK = 'select pg_advisory_xact_lock(7242001)';
const SEEDED = 'embedded backend seeded';

export interface Migration {
  version: string;
  name: string;
  file: string;
}

/** The migration files in the order they are applied (by their timestamp prefix). */
export async function listMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_NAME.exec(file);
    if (!match) throw new Error(`Migration file name must be YYYYMMDDHHMMSS_name.sql: ${file}`);
    return { version: match[1]!, name: match[2]!, file: path.join(dir, file) };
  });
}

/** The text of the bootstrap and every migration, in order: what a migrated database is made of. */
export async function schemaSources(dir = migrationsDir): Promise<string[]> {
  const migrations = await listMigrations(dir);
  const texts = await Promise.all([bootstrapFile, ...migrations.map((m) => m.file)].map((f) => readFile(f, 'utf8')));
  const sources = texts.map((text, i) => `${i === 0 ? 'bootstrap' : path.basename(migrations[i - 1]!.file)}\n${text}`);
  return [...sources, `seed.sql\n${await readFile(seedFile, 'utf8')}`];
}

/** Applies the platform bootstrap, then every migration not yet recorded; returns those applied. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const bootstrap = await readFile(bootstrapFile, 'utf8');
  // The schema comment remembers which bootstrap ran, so an unchanged one is not replayed on every start.
  const marker = `embedded backend bootstrap ${createHash('sha256').update(bootstrap).digest('hex')}`;
  const current = await db.query<{ current: boolean }>(`select obj_description(oid, 'pg_namespace') = $1 as current from pg_namespace where nspname = 'auth'`, [
    marker,
  ]);
  if (!current.rows[0]?.current) {
    await db.transaction(async (tx) => {
      await tx.query(LOCK);
      await tx.exec(bootstrap);
      await tx.exec(`comment on schema auth is '${marker}'`);
    });
  }

  const recorded = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
  const isNew = recorded.rows[0]?.n === 0;

  const applied: string[] = [];
  for (const migration of await listMigrations(dir)) {
    const sql = await readFile(migration.file, 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      const seen = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [migration.version]);
      if (seen.rows.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        throw new Error(`Migration ${path.basename(migration.file)} failed: ${reason}`, { cause: err });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, array[$3::text])', [
        migration.version,
        migration.name,
        sql,
      ]);
      return true;
    });
    if (done) applied.push(`${migration.version}_${migration.name}`);
  }
  if (isNew && dir === migrationsDir) await seed(db);
  return applied;
}

/** Loads supabase/seed.sql into a database that had no migration before this start. */
async function seed(db: Database): Promise<void> {
  const sql = await readFile(seedFile, 'utf8');
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    // Two servers starting on one new PostgreSQL both see it new: the marker lets only the first seed it.
    const marked = await tx.query<{ seeded: boolean }>(
      `select obj_description(oid, 'pg_namespace') = $1 as seeded from pg_namespace where nspname = 'supabase_migrations'`,
      [SEEDED],
    );
    if (marked.rows[0]?.seeded) return;
    try {
      await tx.exec(sql);
      await tx.exec(`comment on schema supabase_migrations is '${SEEDED}'`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new Error(`seed.sql failed: ${reason}`, { cause: err });
    }
  });
}
