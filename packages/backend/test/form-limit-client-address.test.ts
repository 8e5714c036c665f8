import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/types';
import { onEachDatabase, rolledBack } from './support/databases';
import { uniqueEmail } from './support/target';

type Headers = Record<string, string>;

interface Settings {
  /** app.trusted_proxies: comma-separated CIDR ranges of the gateway's own proxies. */
  trustedProxies?: string;
  /** app.submissions_per_address_per_hour. */
  perAddress?: number;
}

/**
 * Inserts one contact row per entry of `requests` as `anon` would through PostgREST, each with those request
 * headers (request.headers, lower-case names, as PostgREST passes them), in a transaction that is rolled back;
 * returns the client address the limit trigger logged for each row.
 */
function loggedAddresses(db: Database, requests: Headers[], settings: Settings = {}): Promise<(string | null)[]> {
  return rolledBack(db, async (tx) => {
    await tx.query(
      `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true),
         set_config('app.trusted_proxies', $1, true), set_config('app.submissions_per_address_per_hour', $2, true)`,
      [settings.trustedProxies ?? '', String(settings.perAddress ?? 1000)],
    );
    const emails: string[] = [];
    for (const headers of requests) {
      const email = uniqueEmail('proxied');
      emails.push(email);
      await tx.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      await tx.query(`insert into public.contacts (name, email, message, contact_type) values ('Proxied', $1, 'Hello', 'chat')`, [email]);
    }
    await tx.query('reset role');
    const { rows } = await tx.query<{ client_address: string | null }>(
      'select client_address from private.form_submissions where email = any($1::text[]) order by id',
      [emails],
    );
    return rows.map((r) => r.client_address);
  });
}

const forwarded = (forwardedFor: string): Headers => ({ 'x-forwarded-for': forwardedFor });

// The hosted form limit trigger (migration 20261125010200) on the headers a gateway passes: the client writes the
// left-most X-Forwarded-For entries itself, each proxy appends the address it was reached from.
onEachDatabase((db) => {
  describe('the client address the form limits count', () => {
    it('is the right-most X-Forwarded-For entry, not the first one the client wrote', async () => {
      expect(await loggedAddresses(db(), [forwarded('198.51.100.66, 203.0.113.5'), forwarded(' 203.0.113.6 ')])).toEqual(['203.0.113.5', '203.0.113.6']);
    });

    it('is cf-connecting-ip when the gateway sets it', async () => {
      expect(await loggedAddresses(db(), [{ 'cf-connecting-ip': '192.0.2.44', 'x-forwarded-for': '198.51.100.66, 203.0.113.5' }])).toEqual(['192.0.2.44']);
    });

    it('skips the entries of trusted proxies (app.trusted_proxies), from the right', async () => {
      const trustedProxies = '203.0.113.0/24, 2001:db8::/32';
      expect(await loggedAddresses(db(), [forwarded('198.51.100.66, 192.0.2.7, 203.0.113.5, 2001:db8::1')], { trustedProxies })).toEqual(['192.0.2.7']);
      // Every entry a trusted proxy: the left-most is where the request started.
      expect(await loggedAddresses(db(), [forwarded('203.0.113.9, 203.0.113.5')], { trustedProxies })).toEqual(['203.0.113.9']);
    });

    it('is unknown without either header', async () => {
      expect(await loggedAddresses(db(), [{}])).toEqual([null]);
    });

    it('a client that forges a new first entry for every request still meets its per-address limit', async () => {
      const requests = [1, 2, 3].map((i) => forwarded(`198.51.100.${i}, 203.0.113.77`));
      expect(await loggedAddresses(db(), requests.slice(0, 2), { perAddress: 2 })).toEqual(['203.0.113.77', '203.0.113.77']);
      await expect(loggedAddresses(db(), requests, { perAddress: 2 })).rejects.toMatchObject({
        code: 'PT429',
        message: 'Too many submissions from your network. Please try again later.',
      });
    });
  });
});
