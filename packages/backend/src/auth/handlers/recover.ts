import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { clientAddress } from '../../http/clientAddress';
import { readBody, requireEmail } from '../body';
import { sendLinkMail } from '../mails';
import { createRecoveryToken } from '../oneTimeTokens';
import { tooManyEmails, tooSoon } from '../rateLimit';
import { redirectTarget } from '../redirect';

/**
 * POST /recover: e-mails a recovery link; answers `{}` whether or not the address is known, in the same time.
 * A second request for one account within AUTH_EMAIL_MAX_FREQUENCY answers 429, as GoTrue does.
 */
export async function recover(ctx: BackendContext, c: Context): Promise<Response> {
  ctx.throttles.emailSent.take(clientAddress(c), tooManyEmails);
  const body = await readBody(c);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config);
  const started = await ctx.db.transaction((tx) => createRecoveryToken(tx, email, ctx.config.limits.emailMaxFrequencySeconds));
  if (started.wait) throw tooSoon(started.wait);
  if (started.token) sendLinkMail(ctx, email, 'recovery', started.token, redirectTo);
  return c.json({});
}
