import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, MEMORY, startBackend } from '../src/index';
import { RECOVER_ANSWER_FLOOR_MS } from '../src/auth/constants';
import { UNLIMITED, useEmbedded } from './support/embedded';
import { PASSWORD, claimsOf, client, signUpUser, uniqueEmail, type Target } from './support/target';
import { DIFFERENT_PATHS_Z, signTestZ, timePairs } from './support/timing';

// Pairs of timed requests per comparison: enough that a busy machine's bursts fall on both sides alike.
const TIMING_ROUNDS = 60;

const json = (target: Target) => ({ apikey: target.anonKey, 'Content-Type': 'application/json' });

async function recover(target: Target, email: string, redirectTo?: string): Promise<Response> {
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  return fetch(`${target.url}/auth/v1/recover${query}`, {
    method: 'POST',
    headers: json(target),
    body: JSON.stringify({ email }),
  });
}

describe('attack: guessing a password', () => {
  // Only the per-account throttle is under test here; the per-address one has its own backend below.
  const target = useEmbedded({ limits: { failedSignInsPerAccount: DEFAULT_LIMITS.failedSignInsPerAccount } });

  it('after 5 wrong passwords in 15 minutes the account answers 429 with Retry-After, even to the right one', async () => {
    const victim = await signUpUser(target(), 'guessed');
    const attempt = (password: string) =>
      fetch(`${target().url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...json(target()), 'X-Supabase-Api-Version': '2024-01-01' },
        body: JSON.stringify({ email: victim.email, password }),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}-pass`)).status).toBe(400);
    const refused = await attempt(PASSWORD);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit', message: expect.stringMatching(/failed sign-in attempts/) });

    // supabase-js surfaces it as an error with status 429 and a readable message.
    const { data, error } = await client(target()).auth.signInWithPassword({ email: victim.email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(429);
    expect(error?.message).toMatch(/Try again in 15 minutes/);

    // Another account is not affected.
    const other = await signUpUser(target(), 'bystander');
    const fine = await client(target()).auth.signInWithPassword({ email: other.email, password: PASSWORD });
    expect(fine.error).toBeNull();
  });

  it('a right password before the fifth failure clears the count', async () => {
    const user = await signUpUser(target(), 'forgetful');
    const signIn = (password: string) => client(target()).auth.signInWithPassword({ email: user.email, password });
    for (let i = 0; i < 4; i++) expect((await signIn('wrong-pass-x')).error?.status).toBe(400);
    expect((await signIn(PASSWORD)).error).toBeNull();
    for (let i = 0; i < 4; i++) expect((await signIn('wrong-pass-x')).error?.status).toBe(400);
    expect((await signIn(PASSWORD)).error).toBeNull();
  });
});

describe('attack: flooding the auth API from one address (Supabase default limits)', () => {
  const target = useEmbedded({ limits: { ...DEFAULT_LIMITS, failedSignInsPerAccount: UNLIMITED.failedSignInsPerAccount } });

  it('allows 30 sign-ins and sign-ups per 5 minutes, then 429 over_request_rate_limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_LIMITS.signInSignUps; i++) {
      const { error } = await client(target()).auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' });
      statuses.push(error?.status ?? 200);
    }
    expect(new Set(statuses)).toEqual(new Set([400]));
    const signUp = await client(target()).auth.signUp({ email: uniqueEmail('late'), password: PASSWORD });
    expect(signUp.error?.status).toBe(429);
    expect(signUp.error?.code).toBe('over_request_rate_limit');
    const signIn = await client(target()).auth.signInWithPassword({ email: uniqueEmail('late'), password: PASSWORD });
    expect(signIn.error?.status).toBe(429);
  });

  it('allows 30 reset e-mails per hour, then 429 over_email_send_rate_limit', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.emailSent; i++) expect((await recover(target(), uniqueEmail('reset'))).status).toBe(200);
    const refused = await recover(target(), uniqueEmail('reset'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = await client(target()).auth.resetPasswordForEmail(uniqueEmail('reset'));
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
  });

  it('allows 30 opened links per 5 minutes, then 429', async () => {
    const open = () => fetch(`${target().url}/auth/v1/verify?token=guess&type=recovery`, { redirect: 'manual' });
    for (let i = 0; i < DEFAULT_LIMITS.verify; i++) expect((await open()).status).toBe(303);
    expect((await open()).status).toBe(429);
  });

  it('allows 150 token refreshes per 5 minutes, then 429', async () => {
    const refresh = () =>
      fetch(`${target().url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: json(target()),
        body: JSON.stringify({ refresh_token: 'guessed-token' }),
      });
    for (let i = 0; i < DEFAULT_LIMITS.tokenRefresh; i++) expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(429);
  });
});

describe('attack: sending reset links to another site (open redirect)', () => {
  const target = useEmbedded({
    siteUrl: 'http://localhost:3000',
    additionalRedirectUrls: ['https://preview.example.org/**'],
  });

  async function linkFor(redirectTo: string): Promise<string> {
    const user = await signUpUser(target(), 'redirect');
    expect((await recover(target(), user.email, redirectTo)).status).toBe(200);
    return (await target().outbox!(user.email)).at(-1)!.link;
  }

  it("sends tokens only to SITE_URL's host or the allow list; anything else falls back to SITE_URL", async () => {
    const cases: [string, string][] = [
      ['https://evil.example/steal', 'http://localhost:3000/'],
      ['http://localhost.evil.example/reset-password', 'http://localhost:3000/'],
      ['http://localhost:3000@evil.example/', 'http://localhost:3000/'],
      ['javascript:alert(1)', 'http://localhost:3000/'],
      ['http://localhost:4000/reset-password', 'http://localhost:4000/reset-password'],
      ['https://preview.example.org/a/reset-password', 'https://preview.example.org/a/reset-password'],
    ];
    for (const [asked, expected] of cases) {
      const link = await linkFor(asked);
      const landed = await fetch(link, { redirect: 'manual' });
      expect(landed.status).toBe(303);
      const location = landed.headers.get('location')!;
      expect(location.split('#')[0]).toBe(expected);
      expect(new URLSearchParams(location.split('#')[1]).get('access_token')).toBeTruthy();
    }
  });

  it('/verify with a foreign redirect_to redirects to SITE_URL', async () => {
    const res = await fetch(`${target().url}/auth/v1/verify?token=x&type=recovery&redirect_to=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
    });
    expect(res.headers.get('location')).toMatch(/^http:\/\/localhost:3000#error=access_denied/);
  });
});

describe('refresh-token reuse', () => {
  const strict = useEmbedded({ refreshTokenReuseSeconds: 0 });

  it('outside the reuse interval a replayed token is detected and ends the whole session', async () => {
    const user = await signUpUser(strict(), 'replay');
    const rotated = await client(strict()).auth.refreshSession({ refresh_token: user.refreshToken });
    expect(rotated.error).toBeNull();
    const replay = await client(strict()).auth.refreshSession({ refresh_token: user.refreshToken });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const after = await client(strict()).auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
    expect(after.error?.status).toBe(400);
  });
});

describe('two tabs refreshing at once (default 10 s reuse interval)', () => {
  const target = useEmbedded();

  it('both get a valid session of the same session id, and the session lives on', async () => {
    const user = await signUpUser(target(), 'tabs');
    const [a, b] = await Promise.all([
      client(target()).auth.refreshSession({ refresh_token: user.refreshToken }),
      client(target()).auth.refreshSession({ refresh_token: user.refreshToken }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    const sid = claimsOf(user.accessToken).session_id;
    expect(claimsOf(a.data.session!.access_token).session_id).toBe(sid);
    expect(claimsOf(b.data.session!.access_token).session_id).toBe(sid);
    const me = await client(target()).auth.getUser(b.data.session!.access_token);
    expect(me.error).toBeNull();
  });
});

describe('password hashing and recovery timing', () => {
  const target = useEmbedded({ passwordHashCost: 10 });

  it('six sign-ins at once do not stall an unrelated read', async () => {
    const user = await signUpUser(target(), 'busy');
    const read = async () => {
      const start = performance.now();
      const res = await fetch(`${target().url}/rest/v1/testimonials?select=id`, {
        headers: { apikey: target().anonKey },
      });
      expect(res.status).toBe(200);
      return performance.now() - start;
    };
    await read();
    const signIns = Array.from({ length: 6 }, () => client(target()).auth.signInWithPassword({ email: user.email, password: PASSWORD }));
    // Let the sign-ins reach bcrypt, then time a read while they hash.
    await new Promise((resolve) => setImmediate(resolve));
    const during = await read();
    await Promise.all(signIns);
    // Six cost-10 hashes on the event loop took over 500 ms; off it, the read waits for no hash.
    expect(during).toBeLessThan(150);
  });

  it('answers /recover as fast for unknown addresses as for known ones', async () => {
    const known = await signUpUser(target(), 'timed');
    const answered = async (email: string) => expect((await recover(target(), email)).status).toBe(200);
    const times = await timePairs(
      TIMING_ROUNDS,
      () => answered(known.email),
      () => answered(uniqueEmail('nobody')),
    );
    // A known address's writes and their commit took a few milliseconds more: every answer waits for one floor.
    expect(Math.min(...times.first, ...times.second)).toBeGreaterThanOrEqual(RECOVER_ANSWER_FLOOR_MS - 1);
    // Pair by pair, the known address is slower about as often as the unknown one: load widens both, a second
    // code path would shift one.
    expect(Math.abs(signTestZ(times))).toBeLessThan(DIFFERENT_PATHS_Z);
  });
});

describe('server configuration', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'backend-security-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('refuses a JWT_SECRET shorter than 32 characters', async () => {
    const saved = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'too-short-secret';
    try {
      await expect(startBackend({ port: 0, dataDir: MEMORY, quiet: true })).rejects.toThrow(/at least 32 characters/);
    } finally {
      if (saved === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = saved;
    }
  });

  it('keeps the data directory to its owner (0700)', async () => {
    const dataDir = path.join(scratch, 'data');
    const backend = await startBackend({ port: 0, dataDir, quiet: true });
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    } finally {
      await backend.stop();
    }
  });
});
