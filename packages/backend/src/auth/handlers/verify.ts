import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { clientAddress } from '../../http/clientAddress';
import { issueSession } from '../issueSession';
import { consumeLinkToken, type LinkType } from '../oneTimeTokens';
import { tooManyRequests } from '../rateLimit';
import { redirectTarget, withFragment } from '../redirect';
import { startSession } from '../sessions';
import { confirmEmail, markSignedIn } from '../users';

const LINK_TYPES: readonly string[] = ['recovery', 'signup'];

/** GET /verify: the e-mailed link. Redirects to redirect_to with the session (or the error) in the hash. */
export async function verify(ctx: BackendContext, c: Context): Promise<Response> {
  ctx.throttles.verify.take(clientAddress(c), tooManyRequests);
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config);
  const token = c.req.query('token') ?? '';
  const type = c.req.query('type') ?? '';

  const signedIn =
    token !== '' && LINK_TYPES.includes(type)
      ? await ctx.db.transaction(async (tx) => {
          const userId = await consumeLinkToken(tx, token, type as LinkType);
          if (!userId) return undefined;
          await confirmEmail(tx, userId);
          const handle = await startSession(tx, userId);
          return { user: await markSignedIn(tx, userId), handle };
        })
      : undefined;

  if (!signedIn) {
    return c.redirect(
      withFragment(redirectTo, {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }),
      303,
    );
  }
  const session = await issueSession(ctx, signedIn.user, signedIn.handle, type === 'recovery' ? 'otp' : 'email/signup');
  return c.redirect(
    withFragment(redirectTo, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type,
    }),
    303,
  );
}
