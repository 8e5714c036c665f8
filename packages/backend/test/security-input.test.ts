import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useEmbedded } from './support/embedded';
import { contactRow } from './support/rows';
import { client, signUpUser, uniqueEmail } from './support/target';

const MiB = 1024 * 1024;

/** Streams `chunks` chunks of 64 KiB as a chunked body (no Content-Length) and reports how the server answered. */
function chunkedPost(url: string, headers: Record<string, string>, chunks: number) {
  return new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sentBytes = 0;
    let answered = false;
    const req = request(url, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' } }, (res) => {
      answered = true;
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentBytes }));
    });
    // Writing stops once the server has answered or hung up, as a real client's upload does.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sentBytes < chunks * chunk.length) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.write('[');
    pump();
  });
}

describe('attack: oversized and malformed input', () => {
  const target = useEmbedded();
  const url = () => target().url;
  const anon = () => ({ apikey: target().anonKey, Authorization: `Bearer ${target().anonKey}` });

  it('answers 413 to a chunked body once 1 MiB has arrived, without reading a 300 MiB upload', async () => {
    const result = await chunkedPost(`${url()}/rest/v1/contacts`, anon(), (300 * MiB) / (64 * 1024));
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ message: expect.stringContaining('1 MiB') });
    // The client was stopped long before the end of its upload.
    expect(result.sentBytes).toBeLessThan(64 * MiB);
  });

  it('answers 413 to a declared Content-Length over 1 MiB, on auth routes too', async () => {
    const big = 'x'.repeat(MiB + 1);
    const res = await fetch(`${url()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: target().anonKey, 'Content-Type': 'application/json' },
      body: big,
    });
    expect(res.status).toBe(413);
  });

  it('caps bulk inserts at 1,000 rows and stores none of a bigger batch', async () => {
    const email = uniqueEmail('bulk');
    const rows = Array.from({ length: 1001 }, () => contactRow(null, 'chat', { email }));
    const { error, status } = await client(target()).from('contacts').insert(rows);
    expect(status).toBe(413);
    expect(error?.message).toContain('at most 1000');
    const stored = await client(target(), target().serviceKey).from('contacts').select('id').eq('email', email);
    expect(stored.data).toEqual([]);
  });

  it('refuses deeply nested or NUL-carrying sign-up metadata with 400, storing no user', async () => {
    const deep = `${'{"d":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const cases = [JSON.stringify({ username: 'nul\u0000name' }), JSON.stringify({ ['key\u0000']: 'x' }), deep];
    for (const data of cases) {
      const email = uniqueEmail('meta');
      const res = await fetch(`${url()}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: target().anonKey, 'Content-Type': 'application/json' },
        body: `{"email":${JSON.stringify(email)},"password":"correct-horse-7","data":${data}}`,
      });
      expect(res.status).toBe(400);
      // The address is still free: nothing half-made was stored.
      const again = await client(target()).auth.signUp({ email, password: 'correct-horse-7' });
      expect(again.error).toBeNull();
    }
  });

  it('answers NUL characters and broken JSON anywhere with 400, never 500', async () => {
    const user = await signUpUser(target(), 'nul');
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${url()}${path}`, {
        method: 'POST',
        headers: { apikey: target().anonKey, 'Content-Type': 'application/json', ...headers },
        body,
      });
    const answers = [
      await post('/auth/v1/signup', JSON.stringify({ email: 'a\u0000b@example.com', password: 'correct-horse-7' })),
      await post('/auth/v1/token?grant_type=password', JSON.stringify({ email: 'a\u0000@example.com', password: 'x\u0000y' })),
      await post('/auth/v1/recover', JSON.stringify({ email: 'a\u0000b@example.com' })),
      await post('/auth/v1/signup', '{"email":'),
      await post('/auth/v1/signup', `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
      await post('/rest/v1/contacts', JSON.stringify(contactRow(null, 'chat', { name: 'A\u0000' })), anon()),
      await post('/rest/v1/contacts', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, anon()),
      await fetch(`${url()}/rest/v1/testimonials?name=eq.a%00b`, { headers: anon() }),
      await fetch(`${url()}/auth/v1/user`, {
        method: 'PUT',
        headers: { apikey: target().anonKey, Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { bio: 'x\u0000' } }),
      }),
    ];
    for (const res of answers) {
      expect(res.status, await res.text()).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const signIn = await client(target()).auth.signInWithPassword({ email: user.email, password: user.password });
    expect(signIn.error).toBeNull();
  });

  it('refuses GET /rest/v1/rpc/delete_my_account: a GET never runs a function that may write', async () => {
    const user = await signUpUser(target(), 'rpcget');
    const res = await fetch(`${url()}/rest/v1/rpc/delete_my_account`, {
      headers: { apikey: target().anonKey, Authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status).toBe(405);
    const still = await client(target()).auth.signInWithPassword({ email: user.email, password: user.password });
    expect(still.error).toBeNull();
  });
});
