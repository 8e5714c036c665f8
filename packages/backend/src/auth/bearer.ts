import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { verifyJwt, type Claims } from '../jwt';
import { AuthError } from './errors';
import { sessionExists } from './sessions';
import { findUserById, type UserRow } from './users';

/** The verified claims of the request's Bearer token, with GoTrue's errors when it has none. */
export async function bearerClaims(ctx: BackendContext, c: Context): Promise<Claims> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(match[1]!, ctx.keys.jwtSecret);
  if (!verified.ok) {
    const why = verified.reason === 'expired' ? 'token has invalid claims: token is expired' : verified.message;
    throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
  return verified.claims;
}

export interface SignedIn {
  user: UserRow;
  sessionId: string | undefined;
}

/** The user behind the Bearer token, refusing tokens of ended sessions or deleted users. */
export async function signedInUser(ctx: BackendContext, c: Context): Promise<SignedIn> {
  const claims = await bearerClaims(ctx, c);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId && !(await sessionExists(ctx.db, sessionId, claims.sub))) {
    throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId };
}
