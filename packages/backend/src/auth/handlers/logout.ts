import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { bearerClaims } from '../bearer';
import { AuthError } from '../errors';
import { endSessions, type LogoutScope } from '../sessions';

const SCOPES: readonly string[] = ['global', 'local', 'others'];

/** POST /logout?scope=global|local|others */
export async function logout(ctx: BackendContext, c: Context): Promise<Response> {
  const scope = c.req.query('scope') ?? 'global';
  if (!SCOPES.includes(scope)) throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
  const claims = await bearerClaims(ctx, c);
  if (typeof claims.sub === 'string' && claims.sub !== '') {
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    await ctx.db.transaction((tx) => endSessions(tx, claims.sub!, sessionId, scope as LogoutScope));
  }
  return c.body(null, 204);
}
