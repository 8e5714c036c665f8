import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/index';
import { MAX_METADATA_BYTES } from '../src/auth/body';
import { RECOVER_ANSWER_FLOOR_MS, SIGNUP_ANSWER_FLOOR_MS } from '../src/auth/constants';
import { freeAttemptsPerAccount } from '../src/auth/rateLimit';
import { useEmbedded } from './support/embedded';
import { clientFrom, fetchFrom } from './support/fromAddress';
import { PASSWORD, client, signUpUser, uniqueEmail, type Target } from './support/target';
import { DIFFERENT_PATHS_Z, signTestZ, timePairs } from './support/timing';

const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';
const GUESSES = 40;
// Pairs of timed sign-ups: enough that a busy machine's bursts fall on both sides alike.
const TIMING_ROUNDS = 40;

/** One password sign-in from `from`; the HTTP status, as the wire has it. */
async function signInStatus(target: Target, from: string, email: string, password: string): Promise<number> {
  const res = await fetchFrom(from)(`${target.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await res.text();
  return res.status;
}

describe('attack: racing the wrong-password throttle', () => {
  const target = useEmbedded({ limits: { failedSignInsPerAccount: DEFAULT_LIMITS.failedSignInsPerAccount }, passwordHashCost: 10 });

  it(`of ${GUESSES} parallel guesses and the right password, at most 5 are checked; then the account answers 429`, async () => {
    const victim = await signUpUser(target(), 'raced');
    const burst = [
      ...Array.from({ length: GUESSES }, (_, i) => signInStatus(target(), ATTACKER, victim.email, `wrong-${i}-pass`)),
      signInStatus(target(), ATTACKER, victim.email, PASSWORD),
    ];
    const statuses = await Promise.all(burst);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(DEFAULT_LIMITS.failedSignInsPerAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(GUESSES + 1 - checked.length);
    expect(await signInStatus(target(), ATTACKER, victim.email, PASSWORD)).toBe(429);
  });
});

describe("attack: locking someone else's account by guessing from elsewhere", () => {
  const target = useEmbedded({ limits: { failedSignInsPerAccount: DEFAULT_LIMITS.failedSignInsPerAccount } });

  it("a stranger's wrong passwords do not stop the owner signing in from the owner's own address", async () => {
    const owner = await signUpUser(target(), 'owned');
    for (let i = 0; i < 5; i++) expect(await signInStatus(target(), ATTACKER, owner.email, `wrong-${i}-pass`)).toBe(400);
    expect(await signInStatus(target(), ATTACKER, owner.email, PASSWORD)).toBe(429);

    const { data, error } = await clientFrom(target(), OWNER).auth.signInWithPassword({ email: owner.email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(owner.id);
  });

  it('a new password (a completed reset) clears the throttle on every address', async () => {
    const user = await signUpUser(target(), 'reset');
    for (let i = 0; i < 5; i++) expect(await signInStatus(target(), OWNER, user.email, `wrong-${i}-pass`)).toBe(400);
    expect(await signInStatus(target(), OWNER, user.email, PASSWORD)).toBe(429);

    const browser = clientFrom(target(), OWNER);
    expect((await browser.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    const [mail] = await target().outbox!(user.email);
    const landed = await fetch(mail!.link, { redirect: 'manual' });
    const hash = new URLSearchParams((landed.headers.get('location') ?? '').split('#')[1]);
    await browser.auth.setSession({ access_token: hash.get('access_token')!, refresh_token: hash.get('refresh_token')! });
    expect((await browser.auth.updateUser({ password: 'after-reset-9' })).error).toBeNull();

    expect(await signInStatus(target(), OWNER, user.email, 'after-reset-9')).toBe(200);
  });
});

describe('attack: guessing one account from many client addresses', () => {
  const target = useEmbedded({ limits: { failedSignInsPerAccount: DEFAULT_LIMITS.failedSignInsPerAccount } });
  const free = freeAttemptsPerAccount(DEFAULT_LIMITS.failedSignInsPerAccount);
  // Loopback addresses of a stranger who moves on once each address is locked out of the account.
  const spray = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14'];

  it('past the free guesses every new address waits its turn; the owner signs in from home as usual', async () => {
    const victim = await signUpUser(target(), 'sprayed');
    expect(await signInStatus(target(), OWNER, victim.email, PASSWORD)).toBe(200);

    const perAddress = DEFAULT_LIMITS.failedSignInsPerAccount;
    for (let i = 0; i < free; i++) {
      expect(await signInStatus(target(), spray[Math.floor(i / perAddress)]!, victim.email, `wrong-${i}-pass`)).toBe(400);
    }
    // A fresh address, a fresh per-address budget: before, its 5 guesses were checked too (50 of 50 from 10 addresses).
    const fresh = spray[Math.floor(free / perAddress)]!;
    const slowed = await fetchFrom(fresh)(`${target().url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: target().anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: victim.email, password: 'wrong-next-pass' }),
    });
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await slowed.json()).toMatchObject({ code: 'over_request_rate_limit', message: expect.stringMatching(/Try again in \d+ seconds?\./) });
    // A burst of guesses from every address at once: none is checked before its turn.
    const burst = await Promise.all(spray.flatMap((from) => [1, 2, 3].map((n) => signInStatus(target(), from, victim.email, `burst-${n}-pass`))));
    expect(burst.every((status) => status === 429)).toBe(true);

    // The owner at an address that signed in before is not slowed, and not locked out.
    const { data, error } = await clientFrom(target(), OWNER).auth.signInWithPassword({ email: victim.email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(victim.id);
    // Another account is not slowed by this one's attack.
    const bystander = await signUpUser(target(), 'bystander');
    expect(await signInStatus(target(), fresh, bystander.email, PASSWORD)).toBe(200);
  });
});

describe('attack: killing reset links by asking for new ones (AUTH_EMAIL_MAX_FREQUENCY)', () => {
  const target = useEmbedded({ limits: { emailMaxFrequencySeconds: DEFAULT_LIMITS.emailMaxFrequencySeconds } });

  it('one recovery mail per account per 60 s: a second request gets no mail, and the first link still works', async () => {
    const user = await signUpUser(target(), 'twice');
    const anon = client(target());
    expect((await anon.auth.resetPasswordForEmail(user.email)).error).toBeNull();
    expect((await anon.auth.resetPasswordForEmail(user.email)).error).toBeNull();

    const mails = await target().outbox!(user.email);
    expect(mails).toHaveLength(1);
    const landed = await fetch(mails[0]!.link, { redirect: 'manual' });
    expect(new URLSearchParams((landed.headers.get('location') ?? '').split('#')[1]).get('access_token')).toBeTruthy();

    // Another account is not held up.
    const other = await signUpUser(target(), 'other');
    expect((await anon.auth.resetPasswordForEmail(other.email)).error).toBeNull();
    expect(await target().outbox!(other.email)).toHaveLength(1);
  });
});

describe("attack: cancelling the owner's live links by asking for new ones after the interval", () => {
  // Interval 0 stands for "the interval has passed": every request gets a new link at once.
  const target = useEmbedded({ limits: { emailMaxFrequencySeconds: 0 } });

  /** Where a link lands: the session's access token, or the error code. */
  async function land(link: string): Promise<{ accessToken: string | null; error: string | null }> {
    const res = await fetch(link, { redirect: 'manual' });
    const hash = new URLSearchParams((res.headers.get('location') ?? '').split('#')[1]);
    return { accessToken: hash.get('access_token'), error: hash.get('error_code') };
  }

  it("a stranger's later reset request leaves the owner's link working; using one link ends the others", async () => {
    const owner = await signUpUser(target(), 'resetting');
    expect((await clientFrom(target(), OWNER).auth.resetPasswordForEmail(owner.email)).error).toBeNull();
    const [ownersMail] = await target().outbox!(owner.email);
    for (let i = 0; i < 3; i++) expect((await clientFrom(target(), ATTACKER).auth.resetPasswordForEmail(owner.email)).error).toBeNull();
    const later = (await target().outbox!(owner.email)).slice(1);
    expect(later).toHaveLength(3);

    expect((await land(ownersMail!.link)).accessToken).toBeTruthy();
    // The reset is done: the links the stranger had sent to the owner's mailbox no longer open a session.
    for (const mail of later) expect(await land(mail.link)).toEqual({ accessToken: null, error: 'otp_expired' });
  });

  it('a new password ends the reset links still in the mailbox', async () => {
    const user = await signUpUser(target(), 'changing');
    expect((await clientFrom(target(), ATTACKER).auth.resetPasswordForEmail(user.email)).error).toBeNull();
    expect((await user.client.auth.updateUser({ password: 'changed-pass-8' })).error).toBeNull();
    const [mail] = await target().outbox!(user.email);
    expect(await land(mail!.link)).toEqual({ accessToken: null, error: 'otp_expired' });
  });
});

describe('attack: finding registered addresses through the recovery interval', () => {
  const target = useEmbedded({ limits: { emailMaxFrequencySeconds: DEFAULT_LIMITS.emailMaxFrequencySeconds } });

  /** Status, body and milliseconds of one raw POST /recover, as a prober sees them. */
  async function probe(email: string) {
    const start = performance.now();
    const res = await fetch(`${target().url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: target().anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email }),
    });
    return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after'), ms: performance.now() - start };
  }

  it('within the interval a registered address answers {} after the floor, exactly like an unknown one, and gets no mail', async () => {
    const user = await signUpUser(target(), 'probed');
    const unknown = uniqueEmail('unregistered');
    expect((await probe(user.email)).status).toBe(200);
    expect((await probe(unknown)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      for (const answer of [await probe(user.email), await probe(unknown)]) {
        expect({ status: answer.status, body: answer.body, retryAfter: answer.retryAfter }).toEqual({ status: 200, body: '{}', retryAfter: null });
        expect(answer.ms).toBeGreaterThanOrEqual(RECOVER_ANSWER_FLOOR_MS - 1);
      }
    }
    expect(await target().outbox!(user.email)).toHaveLength(1);
    expect(await target().outbox!(unknown)).toEqual([]);
  });
});

describe('attack: oversized user_metadata', () => {
  const target = useEmbedded();
  const big = { bio: 'x'.repeat(MAX_METADATA_BYTES) };

  it('sign-up refuses it with a 400 that says why, and creates no account', async () => {
    const email = uniqueEmail('big');
    const { data, error } = await client(target()).auth.signUp({ email, password: PASSWORD, options: { data: big } });
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/too large/);
    expect(data.user).toBeNull();
    const signIn = await client(target()).auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
  });

  it('updateUser refuses it, also when grown key by key, and the account keeps working', async () => {
    const user = await signUpUser(target(), 'grow');
    expect((await user.client.auth.updateUser({ data: big })).error?.status).toBe(400);
    const half = 'y'.repeat(MAX_METADATA_BYTES / 2);
    expect((await user.client.auth.updateUser({ data: { a: half } })).error).toBeNull();
    const grown = await user.client.auth.updateUser({ data: { b: half } });
    expect(grown.error?.status).toBe(400);
    const { data, error } = await user.client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.user_metadata.a).toBe(half);
    expect(data.user?.user_metadata.b).toBeUndefined();
  });
});

describe('attack: finding registered addresses through sign-up (e-mail confirmation on)', () => {
  const target = useEmbedded({ confirmEmail: true });

  it('a sign-up for a registered address answers like a new one, and sends the stranger nothing', async () => {
    const email = uniqueEmail('taken');
    const first = await client(target()).auth.signUp({ email, password: PASSWORD, options: { data: { username: 'real' } } });
    expect(first.error).toBeNull();
    const [link] = await target().outbox!(email);
    await fetch(link!.link, { redirect: 'manual' });

    const again = await client(target()).auth.signUp({ email, password: 'another-pass-5', options: { data: { username: 'real' } } });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(again.data.user?.id).not.toBe(first.data.user?.id);
    // The same shape as a new user's answer, identities included, so nothing tells the two apart.
    const fresh = await client(target()).auth.signUp({ email: uniqueEmail('fresh'), password: PASSWORD, options: { data: { username: 'real' } } });
    expect(Object.keys(again.data.user!).sort()).toEqual(Object.keys(fresh.data.user!).sort());
    expect(again.data.user?.identities).toHaveLength(fresh.data.user!.identities!.length);
    expect(await target().outbox!(email)).toHaveLength(1);
    // The real account is untouched: its password still works, the stranger's does not.
    expect((await client(target()).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    expect((await client(target()).auth.signInWithPassword({ email, password: 'another-pass-5' })).error?.code).toBe('invalid_credentials');
  });
});

describe('attack: telling registered addresses from the sign-up answer itself (e-mail confirmation on)', () => {
  const target = useEmbedded({ confirmEmail: true });

  /** One raw POST /signup as a prober sends it: the answer's text, parsed, and its milliseconds. */
  async function signUpRaw(email: string) {
    const start = performance.now();
    const res = await fetch(`${target().url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: target().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, data: { username: 'probe' } }),
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    return { user: JSON.parse(text) as Record<string, unknown>, ms: performance.now() - start };
  }

  /** Every key in order, with the type of its value: what the answer looks like, whatever it holds. */
  const shape = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shape)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).map(([key, inner]) => [key, shape(inner)])
        : value === null
          ? 'null'
          : typeof value;

  it('the same keys in the same order, and every timestamp taken at one instant', async () => {
    const registered = uniqueEmail('registered');
    await signUpRaw(registered);
    for (let i = 0; i < 6; i++) {
      const fresh = (await signUpRaw(uniqueEmail('fresh'))).user;
      const again = (await signUpRaw(registered)).user;
      expect(shape(again)).toEqual(shape(fresh));
      for (const user of [fresh, again]) {
        expect(user.confirmation_sent_at).toBe(user.created_at);
        expect(user.updated_at).toBe(user.created_at);
      }
    }
  });

  it('metadata that fits on its own but not with the identity fields is refused for a registered address too', async () => {
    const registered = uniqueEmail('sized');
    await signUpRaw(registered);
    const data = { bio: 'x'.repeat(MAX_METADATA_BYTES - 20) };
    const statuses = await Promise.all(
      [uniqueEmail('sized-new'), registered].map(async (email) => {
        const res = await fetch(`${target().url}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: target().anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD, data }),
        });
        return `${res.status} ${((await res.json()) as { msg?: string }).msg ?? ''}`;
      }),
    );
    for (const status of statuses) expect(status).toMatch(/^400 user_metadata is too large/);
  });

  it('answers a registered address as fast as a new one, both after the floor', async () => {
    const registered = uniqueEmail('timed');
    await signUpRaw(registered);
    const times = await timePairs(
      TIMING_ROUNDS,
      () => signUpRaw(uniqueEmail('timed-new')),
      () => signUpRaw(registered),
    );
    expect(Math.min(...times.first, ...times.second)).toBeGreaterThanOrEqual(SIGNUP_ANSWER_FLOOR_MS - 1);
    expect(Math.abs(signTestZ(times))).toBeLessThan(DIFFERENT_PATHS_Z);
  });
});

describe("attack: cancelling a new account's confirmation link by signing up again (confirmation on)", () => {
  const target = useEmbedded({ confirmEmail: true, limits: { emailMaxFrequencySeconds: 0 } });

  it("a stranger's sign-up for the same unconfirmed address leaves the first confirmation link working", async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await clientFrom(target(), OWNER).auth.signUp({ email, password: PASSWORD })).error).toBeNull();
    expect((await clientFrom(target(), ATTACKER).auth.signUp({ email, password: 'another-pass-5' })).error).toBeNull();
    const [first, second] = await target().outbox!(email);
    expect(second).toBeDefined();
    const landed = await fetch(first!.link, { redirect: 'manual' });
    expect(new URLSearchParams((landed.headers.get('location') ?? '').split('#')[1]).get('access_token')).toBeTruthy();
    expect((await client(target()).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});
