import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { clientAddress } from '../../http/clientAddress';
import { readBody } from '../body';
import { AuthError } from '../errors';
import { issueSession } from '../issueSession';
import { passwordMatches } from '../passwords';
import { failedSignInKey, signInsSlowed, tooManyFailedSignIns, tooManyRequests } from '../rateLimit';
import { rotateRefreshToken, startSession } from '../sessions';
import { findUserByEmail, findUserById, markSignedIn } from '../users';

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

async function passwordGrant(ctx: BackendContext, c: Context): Promise<Response> {
  const address = clientAddress(c);
  ctx.throttles.signInSignUps.take(address, tooManyRequests);
  const body = await readBody(c);
  if (typeof body.email !== 'string' || typeof body.password !== 'string' || body.password.includes('\u0000') || body.email.includes('\u0000')) {
    throw invalidCredentials();
  }
  const email = body.email.trim().toLowerCase();
  const failures = failedSignInKey(email, address);
  const { accountPace } = ctx.throttles;
  // Counted before the password is checked, in one synchronous step, so parallel guesses cannot all slip under
  // either limit; counted for unknown addresses too, so the answer never tells whether an account exists.
  const wait = accountPace.retryAfter(email, address);
  if (wait > 0) throw signInsSlowed(wait);
  ctx.throttles.failedSignIns.take(failures, tooManyFailedSignIns);
  accountPace.attempt(email);
  const user = await findUserByEmail(ctx.db, email);
  const matches = await passwordMatches(body.password, user?.encrypted_password, ctx.config.passwordHashCost);
  if (!user || !matches) throw invalidCredentials();
  ctx.throttles.failedSignIns.reset(failures);
  accountPace.succeeded(email, address);
  if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

  const signedIn = await ctx.db.transaction(async (tx) => {
    const handle = await startSession(tx, user.id);
    return { user: await markSignedIn(tx, user.id), handle };
  });
  return c.json(await issueSession(ctx, signedIn.user, signedIn.handle, 'password'));
}

async function refreshGrant(ctx: BackendContext, c: Context): Promise<Response> {
  ctx.throttles.tokenRefresh.take(clientAddress(c), tooManyRequests);
  const body = await readBody(c);
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (token === '') {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  // Runs in its own transaction so a detected reuse still ends the session (the error is thrown after).
  const outcome = await ctx.db.transaction(async (tx) => {
    try {
      const rotated = await rotateRefreshToken(tx, token, ctx.config.refreshTokenReuseSeconds);
      const user = await findUserById(tx, rotated.userId);
      return { rotated, user, error: undefined };
    } catch (err) {
      if (err instanceof AuthError) return { rotated: undefined, user: undefined, error: err };
      throw err;
    }
  });
  if (outcome.error) throw outcome.error;
  if (!outcome.rotated || !outcome.user) {
    throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  }
  return c.json(await issueSession(ctx, outcome.user, outcome.rotated, 'token_refresh'));
}

/** POST /token?grant_type=password|refresh_token */
export async function token(ctx: BackendContext, c: Context): Promise<Response> {
  const grant = c.req.query('grant_type');
  if (grant === 'password') return passwordGrant(ctx, c);
  if (grant === 'refresh_token') return refreshGrant(ctx, c);
  throw new AuthError(400, 'validation_failed', `Unsupported grant type "${grant ?? ''}"`);
}
