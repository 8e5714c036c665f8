import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { isPgError, type Queryable } from '../db/types';
import type { Caller } from './caller';
import { fromPgError } from './errors';

/** Runs fn in one transaction as the caller's role and claims (as PostgREST does), so Postgres enforces RLS. */
export async function runAs<T>(
  ctx: BackendContext,
  c: Context,
  caller: Caller,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
           set_config('request.method', $3, true), set_config('request.path', $4, true)`,
        [caller.role, JSON.stringify(caller.claims), c.req.method, new URL(c.req.url).pathname],
      );
      return fn(tx);
    });
  } catch (err) {
    if (isPgError(err)) throw fromPgError(err, caller.role);
    throw err;
  }
}
