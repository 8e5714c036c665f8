import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { useEmbedded } from './support/embedded';
import { signUpUser } from './support/target';

describe('HTTP details of the embedded backend', () => {
  const target = useEmbedded();
  const url = () => target().url;
  const keyHeaders = () => ({ apikey: target().anonKey, Authorization: `Bearer ${target().anonKey}` });

  it('answers CORS preflights for any origin with the headers supabase-js sends', async () => {
    const res = await fetch(`${url()}/rest/v1/contacts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-type,prefer',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['apikey', 'authorization', 'x-client-info', 'x-supabase-api-version', 'content-type', 'prefer']) {
      expect(allowed).toContain(header);
    }
    const get = await fetch(`${url()}/rest/v1/dashboard_stats?select=*`, {
      headers: { ...keyHeaders(), Origin: 'http://localhost:3000' },
    });
    const exposed = (get.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('content-range');
    expect(exposed).toContain('x-supabase-api-version');
    expect(get.headers.get('content-range')).toBe('0-5/*');
  });

  it('tells a dev server the public anon key, and never the service key', async () => {
    const res = await fetch(`${url()}/_dev/config`);
    const body = (await res.json()) as Record<string, string>;
    expect(body).toEqual({ url: url(), anonKey: target().anonKey });
    expect(JSON.stringify(body)).not.toContain(target().serviceKey);
  });

  it('refuses requests without or with a foreign API key', async () => {
    const none = await fetch(`${url()}/rest/v1/dashboard_stats`);
    expect(none.status).toBe(401);
    const foreign = await fetch(`${url()}/auth/v1/settings`, { headers: { apikey: 'not-a-key' } });
    expect(foreign.status).toBe(401);
    const settings = await fetch(`${url()}/auth/v1/settings`, { headers: { apikey: target().anonKey } });
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: true, disable_signup: false });
  });

  it('uses { code, message } auth errors only when the client sends X-Supabase-Api-Version', async () => {
    const login = (headers: Record<string, string>) =>
      fetch(`${url()}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: target().anonKey, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-1' }),
      });
    const versioned = await login({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(versioned.status).toBe(400);
    expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await login({});
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('answers an expired JWT with 401 PGRST303', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(target.backend().jwtSecret));
    const res = await fetch(`${url()}/rest/v1/contacts?select=*`, {
      headers: { apikey: target().anonKey, Authorization: `Bearer ${expired}` },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('lets the service key read every row (RLS bypassed) and lists mail in the outbox, newest last', async () => {
    const user = await signUpUser(target(), 'outbox');
    for (let i = 0; i < 2; i++) {
      await fetch(`${url()}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: target().anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
    }
    const outbox = await fetch(`${url()}/_dev/outbox`, { headers: { Authorization: `Bearer ${target().serviceKey}` } });
    const all = (await outbox.json()) as { to: string; link: string; sent_at: string }[];
    const mine = all.filter((m) => m.to === user.email);
    expect(mine).toHaveLength(2);
    expect(Object.keys(mine[0]!).sort()).toEqual(['link', 'sent_at', 'subject', 'text', 'to', 'type']);
    expect(mine[0]!.sent_at <= mine[1]!.sent_at).toBe(true);
    // Asking again adds a link and cancels none (SECURITY.md, "Live links"); using one ends the other.
    const first = await fetch(mine[0]!.link, { redirect: 'manual' });
    expect(first.headers.get('location')).toContain('access_token=');
    const second = await fetch(mine[1]!.link, { redirect: 'manual' });
    expect(second.headers.get('location')).toContain('error_code=otp_expired');

    const service = await fetch(`${url()}/rest/v1/profiles?select=user_id&user_id=eq.${user.id}`, {
      headers: { apikey: target().serviceKey, Authorization: `Bearer ${target().serviceKey}` },
    });
    expect(await service.json()).toEqual([{ user_id: user.id }]);
  });

  it('supports return=representation, PATCH and DELETE with filters', async () => {
    const service = { apikey: target().serviceKey, Authorization: `Bearer ${target().serviceKey}` };
    const created = await fetch(`${url()}/rest/v1/testimonials?select=id,name,stars`, {
      method: 'POST',
      headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ name: 'Temp T.', from: 'Test', stars: '3', content: 'Temporary' }),
    });
    expect(created.status).toBe(201);
    const [row] = (await created.json()) as { id: string; name: string; stars: string }[];
    expect(row).toMatchObject({ name: 'Temp T.', stars: '3' });

    const patched = await fetch(`${url()}/rest/v1/testimonials?id=eq.${row!.id}`, {
      method: 'PATCH',
      headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify({ stars: '4' }),
    });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { stars: string }[])[0]!.stars).toBe('4');

    const unfiltered = await fetch(`${url()}/rest/v1/testimonials`, { method: 'DELETE', headers: service });
    expect(unfiltered.status).toBe(400);
    const removed = await fetch(`${url()}/rest/v1/testimonials?id=eq.${row!.id}`, { method: 'DELETE', headers: service });
    expect(removed.status).toBe(204);
    const left = await fetch(`${url()}/rest/v1/testimonials?select=id`, { headers: service });
    expect(await left.json()).toHaveLength(3);
  });
});
