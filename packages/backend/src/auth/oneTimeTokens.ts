import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { LINK_LIFETIME_SECONDS } from './constants';

export type LinkType = 'recovery' | 'signup';
const TOKEN_TYPE: Record<LinkType, string> = { recovery: 'recovery_token', signup: 'confirmation_token' };

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh single-use token for an e-mailed link; earlier links of the same type stop working. */
export async function createLinkToken(q: Queryable, userId: string, type: LinkType, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, TOKEN_TYPE[type]]);
  await q.query('insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)', [
    userId,
    TOKEN_TYPE[type],
    hash(token),
    email,
  ]);
  return token;
}

export interface RecoveryStart {
  /** The new link's token, when the address has an account and may get a mail now. */
  token?: string;
  /** Seconds until the account may get another recovery mail, when it got one too recently. */
  wait?: number;
}

/**
 * Starts a password recovery in one statement that does the same work whether or not the address is known,
 * so the answer's timing does not tell which addresses have accounts. An account that got a recovery mail less
 * than `minIntervalSeconds` ago gets none (GoTrue's max_frequency), and its earlier link keeps working.
 */
export async function createRecoveryToken(q: Queryable, email: string, minIntervalSeconds: number): Promise<RecoveryStart> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await q.query<{ user_id: string | null; wait: number | null }>(
    `with target as (
         select id, recovery_sent_at is not null and recovery_sent_at > now() - make_interval(secs => $4) as too_soon,
           ceil(extract(epoch from recovery_sent_at + make_interval(secs => $4) - now()))::integer as wait
         from auth.users where lower(email) = lower($1)),
       allowed as (select id from target where not too_soon),
       stamped as (update auth.users set recovery_sent_at = now() where id in (select id from allowed)),
       dropped as (delete from auth.one_time_tokens where token_type = $2 and user_id in (select id from allowed)),
       created as (
         insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
         select id, $2, $3, $1 from allowed
         returning user_id)
     select user_id, null::integer as wait from created
     union all
     select null, greatest(wait, 1) from target where too_soon`,
    [email, TOKEN_TYPE.recovery, hash(token), minIntervalSeconds],
  );
  const row = rows[0];
  if (!row) return {};
  return row.user_id ? { token } : { wait: Number(row.wait) };
}

/** Uses up a link token; returns its user id, or undefined when unknown, of another type or expired. */
export async function consumeLinkToken(q: Queryable, token: string, type: LinkType): Promise<string | undefined> {
  const { rows } = await q.query<{ user_id: string; fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
     returning user_id, created_at > now() - make_interval(secs => $3) as fresh`,
    [hash(token), TOKEN_TYPE[type], LINK_LIFETIME_SECONDS],
  );
  const row = rows[0];
  return row?.fresh ? row.user_id : undefined;
}
