import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { optionalObject, readBody } from '../body';
import { signedInUser } from '../bearer';
import { AuthError } from '../errors';
import { dropLinkTokens } from '../oneTimeTokens';
import { checkPassword, hashPassword, passwordMatches } from '../passwords';
import { accountPrefix } from '../rateLimit';
import { endSessions } from '../sessions';
import { userJson } from '../userJson';
import { updateUser } from '../users';

/** GET /user */
export async function getUser(ctx: BackendContext, c: Context): Promise<Response> {
  const { user } = await signedInUser(ctx, c);
  return c.json(userJson(user));
}

/** PUT /user: new password and/or metadata merged into user_metadata. */
export async function putUser(ctx: BackendContext, c: Context): Promise<Response> {
  const { user, sessionId } = await signedInUser(ctx, c);
  const body = await readBody(c);
  const metadata = optionalObject(body.data, 'data');
  if (typeof body.email === 'string' && body.email.trim().toLowerCase() !== user.email) {
    throw new AuthError(422, 'email_change_not_supported', 'The local backend cannot change e-mail addresses');
  }

  let passwordHash: string | undefined;
  if (body.password !== undefined) {
    const password = checkPassword(body.password);
    if (await passwordMatches(password, user.encrypted_password, ctx.config.passwordHashCost)) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  }

  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { passwordHash, metadata });
    if (passwordHash && row) {
      // A new password signs out every other device, as GoTrue does, and ends the reset links still in the mailbox.
      await endSessions(tx, user.id, sessionId, 'others');
      await dropLinkTokens(tx, user.id, 'recovery');
    }
    return row;
  });
  if (!updated) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  // A new password (a completed reset too) lifts the failed sign-in throttle from every address, and the pace.
  if (passwordHash) {
    ctx.throttles.failedSignIns.resetPrefix(accountPrefix(updated.email));
    ctx.throttles.accountPace.reset(updated.email);
  }
  return c.json(userJson(updated));
}
