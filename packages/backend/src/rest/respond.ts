import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RestError } from './errors';
import type { CountKind } from './prefer';

const JSON_TYPE = 'application/json; charset=utf-8';

export function wantsSingleObject(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/vnd.pgrst.object+json');
}

/** Sends a JSON array rendered by Postgres, or its only element when the client asked for one object. */
export function sendRows(c: Context, status: ContentfulStatusCode, body: string, rows: number, headers: Record<string, string>): Response {
  let payload = body;
  if (wantsSingleObject(c)) {
    if (rows !== 1) {
      throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
    }
    payload = JSON.stringify((JSON.parse(body) as unknown[])[0]);
  }
  const all = { 'Content-Type': JSON_TYPE, ...headers };
  return c.req.method === 'HEAD' ? c.body(null, status, all) : c.body(payload, status, all);
}

/** Content-Range as PostgREST writes it: `first-last/total`, `*` for an unknown total or no rows. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${size}` : `*/${size}`;
}

/**
 * A hosted project's `db-max-rows` (Supabase's default, 1000): count=estimated counts exactly up to it and takes the
 * planner's estimate when that is larger beyond it, as PostgREST does.
 */
export const ESTIMATED_EXACT_UP_TO = 1000;

/** The total a read reports for `Prefer: count=…` (PostgREST's readTotal), from the exact count and the planner's. */
export async function countedTotal(kind: CountKind, exact: () => Promise<number>, planned: () => Promise<number>): Promise<number> {
  if (kind === 'planned') return planned();
  const total = await exact();
  return kind === 'estimated' && total > ESTIMATED_EXACT_UP_TO ? Math.max(total, await planned()) : total;
}

/**
 * The status of a read, as PostgREST's rangeStatus gives it: without a total 200; a page past the total is refused
 * (416); a page that leaves rows out is Partial Content (206).
 */
export function rangeStatus(offset: number, rows: number, total: number | undefined): 200 | 206 {
  if (total === undefined) return 200;
  if (offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  return rows < total ? 206 : 200;
}
