import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { isPgError, type Queryable } from '../db/types';
import { clientAddress } from '../http/clientAddress';
import type { Caller } from './caller';
import { fromPgError } from './errors';

/**
 * The request headers as PostgREST exposes them to SQL (`request.headers`, lower-case names). The client's
 * address is the connection's: proxy headers a client could forge are replaced, not passed on.
 */
function requestHeaders(c: Context): string {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (name !== 'authorization' && name !== 'cookie') headers[name] = value;
  });
  delete headers['cf-connecting-ip'];
  headers['x-forwarded-for'] = clientAddress(c);
  return JSON.stringify(headers);
}

/** Runs fn in one transaction as the caller's role and claims (as PostgREST does), so Postgres enforces RLS; an error thrown by fn rolls it back. */
export async function runAs<T>(
  ctx: BackendContext,
  c: Context,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
  opts: { readOnly?: boolean } = {},
): Promise<T> {
  const { limits } = ctx.config;
  try {
    return await ctx.db.transaction(async (tx) => {
      // As PostgREST runs GET and HEAD: nothing the request calls can write (SQLSTATE 25006, HTTP 405).
      if (opts.readOnly) await tx.query('set transaction read only');
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
           set_config('request.method', $3, true), set_config('request.path', $4, true),
           set_config('request.headers', $5, true),
           set_config('app.submissions_per_address_per_hour', $6, true),
           set_config('app.submissions_per_email_per_10_minutes', $7, true)`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          c.req.method,
          new URL(c.req.url).pathname,
          requestHeaders(c),
          String(limits.submissionsPerAddressPerHour),
          String(limits.submissionsPerEmailPer10Minutes),
        ],
      );
      return fn(tx);
    });
  } catch (err) {
    if (isPgError(err)) throw fromPgError(err, caller.role);
    throw err;
  }
}
