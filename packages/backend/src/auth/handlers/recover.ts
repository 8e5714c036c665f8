import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { clientAddress } from '../../http/clientAddress';
import { readBody, requireEmail } from '../body';
import { sendLinkMail } from '../mails';
import { createRecoveryToken } from '../oneTimeTokens';
import { tooManyEmails } from '../rateLimit';
import { redirectTarget } from '../redirect';

/** POST /recover: e-mails a recovery link; answers `{}` whether or not the address is known, in the same time. */
export async function recover(ctx: BackendContext, c: Context): Promise<Response> {
  ctx.throttles.emailSent.take(clientAddress(c), tooManyEmails);
  const body = await readBody(c);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config);
  const linkToken = await ctx.db.transaction((tx) => createRecoveryToken(tx, email));
  if (linkToken) sendLinkMail(ctx, email, 'recovery', linkToken, redirectTo);
  return c.json({});
}
