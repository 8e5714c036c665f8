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
  await q.query(
    'insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)',
    [userId, TOKEN_TYPE[type], hash(token), email],
  );
  return token;
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
