import type { Context } from 'hono';
import { RestError } from './errors';

export type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

/** One insert holds the single PGlite connection while it runs: bulk inserts are capped. */
export const MAX_INSERT_ROWS = 1000;

/** A POST body: one object or an array of objects. */
export async function readRows(c: Context): Promise<Row[]> {
  const body = await readJson(c);
  const rows = Array.isArray(body) ? body : [body];
  if (rows.length > MAX_INSERT_ROWS) {
    throw new RestError(413, 'PGRST413', `Too many rows in one insert: at most ${MAX_INSERT_ROWS}`, `The body holds ${rows.length} rows`);
  }
  if (!rows.every(isRow)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return rows;
}

/** A PATCH body: exactly one object. */
export async function readPatch(c: Context): Promise<Row> {
  const body = await readJson(c);
  if (!isRow(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return body;
}

/** RPC arguments: a JSON object body, or nothing at all. */
export async function readArgs(c: Context): Promise<Row> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  if (!isRow(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return body;
}
