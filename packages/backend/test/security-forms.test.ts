import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/index';
import { useEmbedded } from './support/embedded';
import { contactRow, rowFor, SUBMISSION_TABLES } from './support/rows';
import { client, signUpUser, uniqueEmail, type Target } from './support/target';

const countOf = async (target: Target, table: string, email: string) => {
  const { data } = await client(target, target.serviceKey).from(table).select('id').eq('email', email);
  return data?.length ?? 0;
};

describe('attack: flooding the public forms (limits in the database)', () => {
  const target = useEmbedded({
    limits: { submissionsPerEmailPer10Minutes: DEFAULT_LIMITS.submissionsPerEmailPer10Minutes, submissionsPerAddressPerHour: 1000 },
  });

  it('takes 5 rows per e-mail address per form in 10 minutes, then answers 429 PT429', async () => {
    const email = uniqueEmail('flood');
    const anon = client(target());
    for (let i = 0; i < 5; i++) expect((await anon.from('contacts').insert(contactRow(null, 'chat', { email }))).error).toBeNull();
    const refused = await anon.from('contacts').insert(contactRow(null, 'chat', { email: email.toUpperCase() }));
    expect(refused.status).toBe(429);
    expect(refused.error?.code).toBe('PT429');
    expect(refused.error?.message).toBe('Too many submissions from this e-mail address. Please try again in a few minutes.');
    expect(await countOf(target(), 'contacts', email)).toBe(5);

    // The same address may still use the other forms, and other addresses this one.
    for (const table of SUBMISSION_TABLES.filter((t) => t !== 'contacts')) {
      expect((await anon.from(table).insert(rowFor(table, null, { email }))).error).toBeNull();
    }
    expect((await anon.from('contacts').insert(contactRow(null, 'chat', { email: uniqueEmail('other') }))).error).toBeNull();
  });

  it('counts every row of a bulk insert, and stores none of a batch that goes over', async () => {
    const email = uniqueEmail('bulk');
    const rows = Array.from({ length: 20 }, () => contactRow(null, 'chat', { email }));
    const { error, status } = await client(target()).from('contacts').insert(rows);
    expect(status).toBe(429);
    expect(error?.code).toBe('PT429');
    expect(await countOf(target(), 'contacts', email)).toBe(0);
  });

  it('applies to signed-in users too, but not to the service key', async () => {
    const user = await signUpUser(target(), 'member');
    for (let i = 0; i < 5; i++) {
      expect((await user.client.from('service_requests').insert(rowFor('service_requests', user.id, { email: user.email }))).error).toBeNull();
    }
    const sixth = await user.client.from('service_requests').insert(rowFor('service_requests', user.id, { email: user.email }));
    expect(sixth.error?.code).toBe('PT429');
    const service = client(target(), target().serviceKey);
    expect((await service.from('service_requests').insert(rowFor('service_requests', null, { email: user.email }))).error).toBeNull();
  });
});

describe('attack: one client address sending many rows with different e-mails', () => {
  const target = useEmbedded({ limits: { submissionsPerAddressPerHour: 4, submissionsPerEmailPer10Minutes: 5 } });

  it('refuses rows past the per-address limit, whatever proxy headers the client forges', async () => {
    const post = (email: string, headers: Record<string, string> = {}) =>
      fetch(`${target().url}/rest/v1/contacts`, {
        method: 'POST',
        headers: { apikey: target().anonKey, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(contactRow(null, 'chat', { email })),
      });
    for (let i = 0; i < 4; i++) expect((await post(uniqueEmail('spray'))).status).toBe(201);
    const forged: Record<string, string>[] = [{}, { 'X-Forwarded-For': '203.0.113.7' }, { 'CF-Connecting-IP': '203.0.113.8' }, { 'X-Real-IP': '203.0.113.9' }];
    for (const headers of forged) {
      const res = await post(uniqueEmail('spray'), headers);
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({
        code: 'PT429',
        message: 'Too many submissions from your network. Please try again later.',
      });
    }
  });
});
