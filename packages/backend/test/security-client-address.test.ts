import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/index';
import { useEmbedded } from './support/embedded';
import { clientFrom } from './support/fromAddress';
import { contactRow } from './support/rows';
import { uniqueEmail } from './support/target';

// Loopback addresses a test binds its connections to: each is one client as the backend sees it.
const ATTACKER = '127.0.0.2';
const VISITOR = '127.0.0.3';
const PROXY = '127.0.0.4';

describe('attack: one client exhausting a per-address limit for everyone', () => {
  const target = useEmbedded({ limits: { signInSignUps: DEFAULT_LIMITS.signInSignUps, submissionsPerAddressPerHour: 3 } });

  it("an address that used up the sign-in limit does not use up another address's", async () => {
    const attacker = clientFrom(target(), ATTACKER);
    for (let i = 0; i < DEFAULT_LIMITS.signInSignUps; i++) {
      const { error } = await attacker.auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' });
      expect(error?.status).toBe(400);
    }
    expect((await attacker.auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' })).error?.status).toBe(429);
    // A forged X-Forwarded-For from an untrusted client buys no fresh bucket.
    const forged = clientFrom(target(), ATTACKER, { 'X-Forwarded-For': '198.51.100.23' });
    expect((await forged.auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' })).error?.status).toBe(429);

    const visitor = clientFrom(target(), VISITOR);
    const signUp = await visitor.auth.signUp({ email: uniqueEmail('visitor'), password: 'correct-horse-7' });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).not.toBeNull();
  });

  it("an address that used up the form limit (in the database) does not use up another address's", async () => {
    const attacker = clientFrom(target(), ATTACKER);
    for (let i = 0; i < 3; i++) {
      expect((await attacker.from('contacts').insert(contactRow(null, 'chat', { email: uniqueEmail('flood') }))).error).toBeNull();
    }
    const refused = await attacker.from('contacts').insert(contactRow(null, 'chat', { email: uniqueEmail('flood') }));
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/from your network/);
    for (const headers of [{ 'X-Forwarded-For': '198.51.100.24' }, { 'CF-Connecting-IP': '198.51.100.25' }] as Record<string, string>[]) {
      const forged = clientFrom(target(), ATTACKER, headers);
      expect((await forged.from('contacts').insert(contactRow(null, 'chat', { email: uniqueEmail('flood') }))).status).toBe(429);
    }

    const visitor = clientFrom(target(), VISITOR);
    const { error, status } = await visitor.from('contacts').insert(contactRow(null, 'chat', { email: uniqueEmail('visitor') }));
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe('behind a trusted reverse proxy (TRUSTED_PROXIES)', () => {
  const target = useEmbedded({ trustedProxies: [PROXY], limits: { signInSignUps: 3 } });
  const viaProxy = (forwardedFor: string) => clientFrom(target(), PROXY, { 'X-Forwarded-For': forwardedFor });
  const attempt = async (forwardedFor: string) =>
    (await viaProxy(forwardedFor).auth.signInWithPassword({ email: uniqueEmail('proxied'), password: 'guess-123' })).error?.status;

  it('counts each forwarded client on its own, and never the entries a client wrote itself', async () => {
    for (let i = 0; i < 3; i++) expect(await attempt('203.0.113.10')).toBe(400);
    expect(await attempt('203.0.113.10')).toBe(429);
    // A client behind the proxy prepending its own X-Forwarded-For still counts as itself.
    expect(await attempt('198.51.100.99, 203.0.113.10')).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect(await attempt('203.0.113.11')).toBe(400);
    // A client that reaches the backend directly cannot claim a forwarded address.
    const direct = clientFrom(target(), ATTACKER, { 'X-Forwarded-For': '203.0.113.12' });
    for (let i = 0; i < 3; i++) {
      expect((await direct.auth.signInWithPassword({ email: uniqueEmail('direct'), password: 'guess-123' })).error?.status).toBe(400);
    }
    expect(await attempt('203.0.113.12')).toBe(400);
  });
});
