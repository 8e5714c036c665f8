import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { readBody, requireEmail } from '../body';
import { sendLinkMail } from '../mails';
import { createLinkToken } from '../oneTimeTokens';
import { redirectTarget } from '../redirect';
import { findUserByEmail, setSentAt } from '../users';

/** POST /recover: e-mails a recovery link; answers `{}` whether or not the address is known. */
export async function recover(ctx: BackendContext, c: Context): Promise<Response> {
  const body = await readBody(c);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config.siteUrl);
  const linkToken = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    await setSentAt(tx, user.id, 'recovery_sent_at');
    return createLinkToken(tx, user.id, 'recovery', email);
  });
  if (linkToken) sendLinkMail(ctx, email, 'recovery', linkToken, redirectTo);
  return c.json({});
}
