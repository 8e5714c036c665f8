import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RestError } from './errors';

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
