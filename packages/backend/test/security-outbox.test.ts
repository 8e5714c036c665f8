import { describe, expect, it } from 'vitest';
import { useEmbedded } from './support/embedded';
import { signUpUser } from './support/target';

describe('attack: reading a reset link from the outbox to take an account over', () => {
  const target = useEmbedded();
  const url = () => target().url;

  async function askForReset(email: string): Promise<void> {
    const res = await fetch(`${url()}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: target().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
  }

  it('refuses the outbox without a key, with the anon key and with a user token', async () => {
    const victim = await signUpUser(target(), 'victim');
    await askForReset(victim.email);
    const attempts: Record<string, string>[] = [
      {},
      { apikey: target().anonKey },
      { apikey: target().anonKey, Authorization: `Bearer ${target().anonKey}` },
      { apikey: target().anonKey, Authorization: `Bearer ${victim.accessToken}` },
      { apikey: 'not-a-key' },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${url()}/_dev/outbox?to=${encodeURIComponent(victim.email)}`, { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain('/verify');
    }
    const wipe = await fetch(`${url()}/_dev/outbox`, { method: 'DELETE', headers: { apikey: target().anonKey } });
    expect(wipe.status).toBe(401);
  });

  it('never answers a web page on another origin: no CORS headers, preflight not granted', async () => {
    const victim = await signUpUser(target(), 'victim');
    await askForReset(victim.email);
    const page = { Origin: 'https://evil.example' };
    const simple = await fetch(`${url()}/_dev/outbox`, { headers: page });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${url()}/_dev/outbox`, {
      method: 'OPTIONS',
      headers: { ...page, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'apikey' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    // Even a request that carries the service key gets no header a browser would need to hand the answer over.
    const keyed = await fetch(`${url()}/_dev/outbox`, { headers: { ...page, apikey: target().serviceKey } });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the service key read it, as apikey or as Authorization: Bearer', async () => {
    const user = await signUpUser(target(), 'reader');
    await askForReset(user.email);
    const ways: Record<string, string>[] = [{ apikey: target().serviceKey }, { Authorization: `Bearer ${target().serviceKey}` }];
    for (const headers of ways) {
      const res = await fetch(`${url()}/_dev/outbox?to=${encodeURIComponent(user.email)}`, { headers });
      expect(res.status).toBe(200);
      const mails = (await res.json()) as { to: string; type: string }[];
      expect(mails).toEqual([expect.objectContaining({ to: user.email, type: 'recovery' })]);
    }
  });
});
