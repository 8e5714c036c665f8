import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';
import { LINK_LIFETIME_SECONDS } from './constants';

export type LinkType = 'recovery' | 'signup';
const TOKEN_TYPE: Record<LinkType, string> = { recovery: 'recovery_token', signup: 'confirmation_token' };

function hash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A fresh single-use token for an e-mailed link. Earlier links of the same type keep working until they expire or
 * one of them is used, so nobody can cancel a link in someone else's mailbox by asking for another
 * (SECURITY.md, "Live links"); expired ones are dropped here.
 */
export async function createLinkToken(q: Queryable, userId: string, type: LinkType, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `with expired as (
       delete from auth.one_time_tokens
       where user_id = $1 and token_type = $2 and created_at <= now() - make_interval(secs => $5))
     insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)`,
    [userId, TOKEN_TYPE[type], hash(token), email, LINK_LIFETIME_SECONDS],
  );
  return token;
}

/**
 * Starts a password recovery in one statement that does the same work whether or not the address is known,
 * so the answer's timing does not tell which addresses have accounts. An account that got a recovery mail less
 * than `minIntervalSeconds` ago gets none (GoTrue's max_frequency). Earlier links keep working, as in
 * createLinkToken. Returns the new link's token when the address has an account that may get a mail now.
 */
export async function createRecoveryToken(q: Queryable, email: string, minIntervalSeconds: number): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await q.query<{ user_id: string }>(
    `with allowed as (
         select id from auth.users
         where lower(email) = lower($1)
           and (recovery_sent_at is null or recovery_sent_at <= now() - make_interval(secs => $4))),
       stamped as (update auth.users set recovery_sent_at = now() where id in (select id from allowed)),
       expired as (
         delete from auth.one_time_tokens
         where token_type = $2 and user_id in (select id from allowed) and created_at <= now() - make_interval(secs => $5))
     insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     select id, $2, $3, $1 from allowed
     returning user_id`,
    [email, TOKEN_TYPE.recovery, hash(token), minIntervalSeconds, LINK_LIFETIME_SECONDS],
  );
  return rows.length > 0 ? token : undefined;
}

/**
 * Uses up a link token; returns its user id, or undefined when unknown, of another type or expired. A used link
 * ends the account's other links of its type: the reset or the confirmation they were for is done.
 */
export async function consumeLinkToken(q: Queryable, token: string, type: LinkType): Promise<string | undefined> {
  const { rows } = await q.query<{ user_id: string; fresh: boolean }>(
    `delete from auth.one_time_tokens where token_hash = $1 and token_type = $2
     returning user_id, created_at > now() - make_interval(secs => $3) as fresh`,
    [hash(token), TOKEN_TYPE[type], LINK_LIFETIME_SECONDS],
  );
  const row = rows[0];
  if (!row?.fresh) return undefined;
  await dropLinkTokens(q, row.user_id, type);
  return row.user_id;
}

/** Ends every live link of one type for the account (a used link, a new password). */
export async function dropLinkTokens(q: Queryable, userId: string, type: LinkType): Promise<void> {
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, TOKEN_TYPE[type]]);
}
