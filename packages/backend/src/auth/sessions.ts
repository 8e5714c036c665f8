import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import { AuthError } from './errors';

export interface SessionHandle {
  sessionId: string;
  refreshToken: string;
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function addRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, userId, sessionId, parent]);
  return token;
}

export async function startSession(q: Queryable, userId: string): Promise<SessionHandle> {
  const sessionId = randomUUID();
  await q.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
  return { sessionId, refreshToken: await addRefreshToken(q, userId, sessionId, null) };
}

/**
 * Swaps a refresh token for a new one. Replaying a swapped token within the reuse interval (GoTrue's, for tabs
 * refreshing at once) gets the session's current token; later it means the token leaked, so the session ends.
 */
export async function rotateRefreshToken(q: Queryable, token: string, reuseSeconds: number): Promise<SessionHandle & { userId: string }> {
  const { rows } = await q.query<{ user_id: string; session_id: string; revoked: boolean; recent: boolean }>(
    `select user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as recent
     from auth.refresh_tokens where token = $1 for update`,
    [token, reuseSeconds],
  );
  const current = rows[0];
  if (!current) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  if (current.revoked && current.recent) {
    // Two tabs refreshing at once: within the reuse interval the loser gets the session's current token.
    const active = await q.query<{ token: string }>('select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [
      current.session_id,
    ]);
    const latest = active.rows[0]?.token;
    if (latest) return { userId: current.user_id, sessionId: current.session_id, refreshToken: latest };
  }
  if (current.revoked) {
    await q.query('delete from auth.sessions where id = $1', [current.session_id]);
    throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  await q.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
  await q.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [current.session_id]);
  const refreshToken = await addRefreshToken(q, current.user_id, current.session_id, token);
  return { userId: current.user_id, sessionId: current.session_id, refreshToken };
}

export async function sessionExists(q: Queryable, sessionId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens go by cascade), like GoTrue's logout scopes. */
export async function endSessions(q: Queryable, userId: string, sessionId: string | undefined, scope: LogoutScope) {
  if (scope === 'global' || !sessionId) {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await q.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}
