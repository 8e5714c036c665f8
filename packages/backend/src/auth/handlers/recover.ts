import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { clientAddress } from '../../http/clientAddress';
import { answerNoSoonerThan } from '../answerFloor';
import { readBody, requireEmail } from '../body';
import { RECOVER_ANSWER_FLOOR_MS } from '../constants';
import { sendLinkMail } from '../mails';
import { createRecoveryToken } from '../oneTimeTokens';
import { tooManyEmails } from '../rateLimit';
import { redirectTarget } from '../redirect';

/**
 * POST /recover: e-mails a recovery link; answers `{}` whether or not the address is known, in the same time
 * (the same statement for both, and a floor under the answer's time). A second request for one account within
 * AUTH_EMAIL_MAX_FREQUENCY sends nothing and answers the same `{}`: GoTrue's 429 there would tell that the address
 * has an account (SECURITY.md, "Where the auth API differs from GoTrue").
 */
export async function recover(ctx: BackendContext, c: Context): Promise<Response> {
  const started = performance.now();
  ctx.throttles.emailSent.take(clientAddress(c), tooManyEmails);
  const body = await readBody(c);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config);
  const token = await ctx.db.transaction((tx) => createRecoveryToken(tx, email, ctx.config.limits.emailMaxFrequencySeconds));
  if (token) sendLinkMail(ctx, email, 'recovery', token, redirectTo);
  await answerNoSoonerThan(started, RECOVER_ANSWER_FLOOR_MS);
  return c.json({});
}
