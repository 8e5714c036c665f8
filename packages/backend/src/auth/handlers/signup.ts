import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { isPgError } from '../../db/types';
import { clientAddress } from '../../http/clientAddress';
import { optionalObject, readBody, requireEmail, requireSmallMetadata, type JsonObject } from '../body';
import { AuthError } from '../errors';
import { issueSession } from '../issueSession';
import { sendLinkMail } from '../mails';
import { createLinkToken } from '../oneTimeTokens';
import { checkPassword, hashPassword } from '../passwords';
import { tooManyEmails, tooManyRequests } from '../rateLimit';
import { redirectTarget } from '../redirect';
import { startSession } from '../sessions';
import { userJson } from '../userJson';
import { findUserByEmail, insertUser, markSignedIn, setSentAt, type UserRow } from '../users';

const alreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');

/**
 * What a sign-up for an address that already has an account answers when confirmation is on: a made-up user
 * shaped like a new one (GoTrue's obfuscated user), so the answer does not tell which addresses are registered.
 */
function standInUser(email: string, metadata: JsonObject): UserRow {
  const id = randomUUID();
  const now = new Date();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { ...metadata, sub: id, email, email_verified: false, phone_verified: false },
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

function sentWithin(sentAt: Date | string | null, seconds: number): boolean {
  return sentAt !== null && Date.now() - new Date(sentAt).getTime() < seconds * 1000;
}

/** POST /signup: a session at once, or (confirm-by-e-mail on) a user and a confirmation e-mail. */
export async function signup(ctx: BackendContext, c: Context): Promise<Response> {
  const address = clientAddress(c);
  ctx.throttles.signInSignUps.take(address, tooManyRequests);
  if (ctx.config.confirmEmail) ctx.throttles.emailSent.take(address, tooManyEmails);
  const body = await readBody(c);
  const email = requireEmail(body.email, 'Signup requires a valid email');
  const password = checkPassword(body.password);
  const metadata = requireSmallMetadata(optionalObject(body.data, 'data') ?? {}, 'data');
  const confirmed = !ctx.config.confirmEmail;
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  const minInterval = ctx.config.limits.emailMaxFrequencySeconds;

  const created = await ctx.db
    .transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        if (confirmed) throw alreadyExists();
        // Still unconfirmed: the owner of the address gets a fresh link (at most one per interval), the caller learns nothing.
        const resend = !existing.email_confirmed_at && !sentWithin(existing.confirmation_sent_at, minInterval);
        const linkToken = resend ? await createLinkToken(tx, existing.id, 'signup', email) : undefined;
        if (resend) await setSentAt(tx, existing.id, 'confirmation_sent_at');
        return { user: standInUser(email, metadata), handle: undefined, linkToken };
      }
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
      if (isPgError(err) && err.code === '23505') {
        if (confirmed) throw alreadyExists();
        return { user: standInUser(email, metadata), handle: undefined, linkToken: undefined };
      }
      throw err;
    });

  if (created.handle) {
    return c.json(await issueSession(ctx, created.user, created.handle, 'password'));
  }
  const redirectTo = redirectTarget(c.req.query('redirect_to'), ctx.config);
  if (created.linkToken) sendLinkMail(ctx, email, 'signup', created.linkToken, redirectTo);
  const user = { ...created.user, confirmation_sent_at: new Date() };
  return c.json(userJson(user));
}
