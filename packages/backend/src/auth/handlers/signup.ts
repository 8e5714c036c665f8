import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { isPgError } from '../../db/types';
import { clientAddress } from '../../http/clientAddress';
import { optionalObject, readBody, requireEmail } from '../body';
import { AuthError } from '../errors';
import { issueSession } from '../issueSession';
import { sendLinkMail } from '../mails';
import { createLinkToken } from '../oneTimeTokens';
import { checkPassword, hashPassword } from '../passwords';
import { tooManyEmails, tooManyRequests } from '../rateLimit';
import { redirectTarget } from '../redirect';
import { startSession } from '../sessions';
import { userJson } from '../userJson';
import { findUserByEmail, insertUser, markSignedIn, setSentAt } from '../users';

const alreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');

/** POST /signup: a session at once, or (confirm-by-e-mail on) a user and a confirmation e-mail. */
export async function signup(ctx: BackendContext, c: Context): Promise<Response> {
  const address = clientAddress(c);
  ctx.throttles.signInSignUps.take(address, tooManyRequests);
  if (ctx.config.confirmEmail) ctx.throttles.emailSent.take(address, tooManyEmails);
  const body = await readBody(c);
  const email = requireEmail(body.email, 'Signup requires a valid email');
  const password = checkPassword(body.password);
  const metadata = optionalObject(body.data, 'data') ?? {};
  const confirmed = !ctx.config.confirmEmail;
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);

  const created = await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw alreadyExists();
      const user = await insertUser(tx, { email, passwordHash, metadata, confirmed });
      if (confirmed) {
        const handle = await startSession(tx, user.id);
        return { user: await markSignedIn(tx, user.id), handle, linkToken: undefined };
      }
      const linkToken = await createLinkToken(tx, user.id, 'signup', email);
      await setSentAt(tx, user.id, 'confirmation_sent_at');
      return { user, handle: undefined, linkToken };
    })
    .catch((err: unknown) => {
      // Two sign-ups racing for one address: the unique index decides.
      if (isPgError(err) && err.code === '23505') throw alreadyExists();
      throw err;
    });

  if (created.handle) {
    return c.json(await issueSession(ctx, created.user, created.handle, 'password'));
  }
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config);
  sendLinkMail(ctx, email, 'signup', created.linkToken, redirectTo);
  const user = { ...created.user, confirmation_sent_at: new Date() };
  return c.json(userJson(user));
}
