import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Context } from 'hono';
import type { BackendContext } from '../../context';
import { isPgError, type Queryable } from '../../db/types';
import { clientAddress } from '../../http/clientAddress';
import { answerNoSoonerThan } from '../answerFloor';
import { optionalObject, readBody, requireEmail, requireSmallMetadata, type JsonObject } from '../body';
import { SIGNUP_ANSWER_FLOOR_MS } from '../constants';
import { AuthError } from '../errors';
import { issueSession } from '../issueSession';
import { sendLinkMail } from '../mails';
import { createLinkToken } from '../oneTimeTokens';
import { checkPassword, hashPassword } from '../passwords';
import { tooManyEmails, tooManyRequests } from '../rateLimit';
import { redirectTarget } from '../redirect';
import { startSession } from '../sessions';
import { userJson } from '../userJson';
import { findUserByEmail, insertUser, markSignedIn, newUserMetadata, setSentAt, type UserRow } from '../users';

const alreadyExists = () => new AuthError(422, 'user_already_exists', 'User already registered');

/**
 * The user a sign-up that waits for its confirmation link answers with, built alike for a new account and for an
 * address that already has one (then with a made-up id: GoTrue's obfuscated user): the same keys in the same
 * order, and every timestamp the transaction's now(), so neither the answer's shape nor its times tell which
 * addresses are registered.
 */
function pendingUser(id: string, email: string, metadata: JsonObject, now: Date): UserRow {
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
    raw_user_meta_data: newUserMetadata(id, email, metadata, false),
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

function sentWithin(sentAt: Date | string | null, seconds: number): boolean {
  return sentAt !== null && Date.now() - new Date(sentAt).getTime() < seconds * 1000;
}

async function transactionTime(q: Queryable): Promise<Date> {
  const { rows } = await q.query<{ now: Date | string }>('select now() as now');
  return new Date(rows[0]!.now);
}

interface Pending {
  user: UserRow;
  /** The confirmation link's token, when one is to be mailed. */
  linkToken?: string;
}

/** Confirmation off: a new account signs in at once, a registered address is told so (as GoTrue does). */
async function signUpConfirmed(ctx: BackendContext, c: Context, email: string, passwordHash: string, metadata: JsonObject): Promise<Response> {
  const created = await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw alreadyExists();
      const user = await insertUser(tx, { email, passwordHash, metadata, confirmed: true });
      const handle = await startSession(tx, user.id);
      return { user: await markSignedIn(tx, user.id), handle };
    })
    .catch((err: unknown) => {
      // Two sign-ups racing for one address: the unique index decides.
      if (isPgError(err) && err.code === '23505') throw alreadyExists();
      throw err;
    });
  return c.json(await issueSession(ctx, created.user, created.handle, 'password'));
}

/**
 * Confirmation on: a user without a session and a link by e-mail. A registered address gets the same answer
 * after the same time (a floor once the password is hashed), and its owner a fresh link only while it is
 * unconfirmed, at most once per interval; the caller learns nothing.
 */
async function signUpPending(ctx: BackendContext, c: Context, email: string, passwordHash: string, metadata: JsonObject): Promise<Response> {
  // What insertUser would refuse, refused for a registered address too (same id and e-mail lengths, same size).
  requireSmallMetadata(newUserMetadata(randomUUID(), email, metadata, false), 'user_metadata');
  const started = performance.now();
  const minInterval = ctx.config.limits.emailMaxFrequencySeconds;
  const pending = await ctx.db
    .transaction(async (tx): Promise<Pending> => {
      const now = await transactionTime(tx);
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        const resend = !existing.email_confirmed_at && !sentWithin(existing.confirmation_sent_at, minInterval);
        const linkToken = resend ? await createLinkToken(tx, existing.id, 'signup', email) : undefined;
        if (resend) await setSentAt(tx, existing.id, 'confirmation_sent_at');
        return { user: pendingUser(randomUUID(), email, metadata, now), linkToken };
      }
      const user = await insertUser(tx, { email, passwordHash, metadata, confirmed: false });
      const linkToken = await createLinkToken(tx, user.id, 'signup', email);
      await setSentAt(tx, user.id, 'confirmation_sent_at');
      return { user: pendingUser(user.id, email, metadata, now), linkToken };
    })
    .catch((err: unknown): Pending => {
      // Two sign-ups racing for one address: the unique index decides, and the loser looks like a new account.
      if (isPgError(err) && err.code === '23505') return { user: pendingUser(randomUUID(), email, metadata, new Date()) };
      throw err;
    });
  if (pending.linkToken) sendLinkMail(ctx, email, 'signup', pending.linkToken, redirectTarget(c.req.query('redirect_to'), ctx.config));
  await answerNoSoonerThan(started, SIGNUP_ANSWER_FLOOR_MS);
  return c.json(userJson(pending.user));
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
  const passwordHash = await hashPassword(password, ctx.config.passwordHashCost);
  return ctx.config.confirmEmail ? signUpPending(ctx, c, email, passwordHash, metadata) : signUpConfirmed(ctx, c, email, passwordHash, metadata);
}
