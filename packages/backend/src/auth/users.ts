import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import { requireSmallMetadata } from './body';

export type Metadata = Record<string, unknown>;

/** A row of auth.users as the auth handlers use it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  confirmed_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Metadata;
  raw_user_meta_data: Metadata;
  created_at: Date | string;
  updated_at: Date | string;
  is_anonymous: boolean;
}

const COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at,
  confirmation_sent_at, recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, is_anonymous`;

async function one(q: Queryable, sql: string, params: unknown[]): Promise<UserRow | undefined> {
  const { rows } = await q.query<UserRow>(sql, params);
  return rows[0];
}

export function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return one(q, `select ${COLUMNS} from auth.users where lower(email) = lower($1)`, [email]);
}

export function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  return one(q, `select ${COLUMNS} from auth.users where id = $1`, [id]);
}

export interface NewUser {
  email: string;
  passwordHash: string;
  metadata: Metadata;
  confirmed: boolean;
}

/** A new user's user_metadata: GoTrue copies the e-mail identity's data next to what the client sent. */
export function newUserMetadata(id: string, email: string, metadata: Metadata, confirmed: boolean): Metadata {
  return { ...metadata, sub: id, email, email_verified: confirmed, phone_verified: false };
}

/** Inserts the user; the profile trigger of the migrations fires here. */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const metadata = newUserMetadata(id, user.email, user.metadata, user.confirmed);
  requireSmallMetadata(metadata, 'user_metadata');
  const row = await one(
    q,
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end,
       '{"provider":"email","providers":["email"]}'::jsonb, $5::jsonb)
     returning ${COLUMNS}`,
    [id, user.email, user.passwordHash, user.confirmed, JSON.stringify(metadata)],
  );
  return row!;
}

export async function markSignedIn(q: Queryable, id: string): Promise<UserRow> {
  const row = await one(q, `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${COLUMNS}`, [id]);
  return row!;
}

export async function confirmEmail(q: Queryable, id: string): Promise<void> {
  await q.query(
    `update auth.users
     set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb
     where id = $1`,
    [id],
  );
}

export async function setSentAt(q: Queryable, id: string, column: 'recovery_sent_at' | 'confirmation_sent_at') {
  await q.query(`update auth.users set ${column} = now() where id = $1`, [id]);
}

/** Applies a password hash and/or a metadata patch (null values remove keys, as in GoTrue). */
export async function updateUser(q: Queryable, id: string, changes: { passwordHash?: string; metadata?: Metadata }): Promise<UserRow | undefined> {
  const current = await one(q, `select ${COLUMNS} from auth.users where id = $1 for update`, [id]);
  if (!current) return undefined;
  let metadata = current.raw_user_meta_data;
  if (changes.metadata) {
    metadata = { ...metadata };
    for (const [key, value] of Object.entries(changes.metadata)) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    requireSmallMetadata(metadata, 'user_metadata');
  }
  return one(
    q,
    `update auth.users
     set encrypted_password = coalesce($2, encrypted_password), raw_user_meta_data = $3::jsonb, updated_at = now()
     where id = $1 returning ${COLUMNS}`,
    [id, changes.passwordHash ?? null, JSON.stringify(metadata)],
  );
}

export async function deleteUser(q: Queryable, id: string): Promise<UserRow | undefined> {
  return one(q, `delete from auth.users where id = $1 returning ${COLUMNS}`, [id]);
}
