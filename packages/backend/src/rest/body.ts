import type { Context } from 'hono';
import { RestError } from './errors';

export type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deeper bodies are refused before parsing: V8's JSON (and Postgres's) recurse per level and overflow the stack. */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of arrays and objects in a JSON text, counted without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // backslash: skip the escaped character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) deepest = Math.max(deepest, ++depth);
    else if (ch === 93 || ch === 125) depth--;
  }
  return deepest;
}

function parseJson(text: string): unknown {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', `The JSON is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

async function readJson(c: Context): Promise<unknown> {
  return parseJson(await c.req.text());
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
  const body = parseJson(text);
  if (!isRow(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return body;
}
