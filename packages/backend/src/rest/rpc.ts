import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { readArgs, type Row } from './body';
import type { Caller } from './caller';
import type { FunctionInfo } from './catalog';
import { RestError, notImplemented } from './errors';
import { parsePrefer } from './prefer';
import { contentRange, wantsSingleObject } from './respond';
import { runAs } from './runAs';
import { Params, ident, tableRef } from './sql';

/** The key's place in the query string; it authenticates the request and is never an argument. */
const KEY_PARAM = 'apikey';

/** `select=*` asks for the whole result, which is what a call answers anyway: accepted, never an argument. */
const isWholeSelect = ([key, value]: [string, string]) => key === 'select' && value.trim() === '*';

function argValue(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'string') return value ?? null;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects took the JSON.stringify branch; what is left is a primitive
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** SQL that calls the function and renders its result as PostgREST does. */
function callSql(fn: FunctionInfo, call: string): string {
  if (fn.returnsRows && fn.returnsSet) return `select coalesce(json_agg(_r), '[]')::text as body from ${call} _r`;
  if (fn.returnsRows) return `select to_json(_r)::text as body from ${call} _r`;
  if (fn.returnsSet) return `select coalesce(json_agg(_r._v), '[]')::text as body from ${call} as _r(_v)`;
  return `select to_json(${call})::text as body`;
}

/** Two or more overloads fit the arguments: PostgREST names them all and chooses none (300 PGRST203). */
function ambiguous(candidates: FunctionInfo[]): RestError {
  const signatures = candidates.map((f) => `public.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`);
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

function shapingRefused(keys: string[]): RestError {
  return notImplemented(
    `select, filters, order, limit and offset on the result of a function are not supported by the embedded backend (got: ${keys.join(', ')})`,
    'Call the function without them and shape the result in the client, or read a table or view instead.',
  );
}

/**
 * The arguments of a call: the JSON body of a POST, else the query parameters. Any query parameter that is not an
 * argument (select, order, limit, a filter on the result) would be ignored, so it is refused.
 */
async function argsOf(ctx: BackendContext, c: Context, name: string): Promise<Row> {
  const params = [...new URL(c.req.url).searchParams].filter((param) => param[0] !== KEY_PARAM && !isWholeSelect(param));
  if (c.req.method === 'POST') {
    if (params.length > 0) throw shapingRefused(params.map(([key]) => key));
    return readArgs(c);
  }
  const argNames = ctx.catalog.fnArgNames(name);
  const shaping = params.filter(([key]) => !argNames.has(key)).map(([key]) => key);
  // An unknown function is a 404 naming every parameter, as in PostgREST.
  if (shaping.length > 0 && ctx.catalog.hasFunction(name)) throw shapingRefused(shaping);
  return Object.fromEntries(params);
}

/** POST /rest/v1/rpc/<fn> with named arguments; GET and HEAD with query parameters, read-only. */
export async function callFunction(ctx: BackendContext, c: Context, name: string, caller: Caller) {
  const readOnly = c.req.method !== 'POST';
  const prefs = parsePrefer(c.req.header('prefer'));
  const args = await argsOf(ctx, c, name);
  const given = Object.keys(args).sort();
  const candidates = ctx.catalog.fns(name, given);
  if (candidates.length === 0) {
    const signature = given.length > 0 ? `(${given.join(', ')})` : ' without parameters';
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name}${signature} in the schema cache`);
  }
  if (candidates.length > 1) throw ambiguous(candidates);
  const fn = candidates[0]!;
  if (readOnly && fn.volatile) {
    // PostgREST runs GET and HEAD in a read-only transaction, so a function that may write needs POST.
    throw new RestError(
      405,
      '25006',
      `cannot call the volatile function public.${name} with ${c.req.method}`,
      null,
      'Call it with POST, or declare it STABLE or IMMUTABLE if it only reads.',
    );
  }
  if (prefs.resolution || prefs.maxAffected !== undefined) {
    throw notImplemented('Prefer: resolution and max-affected do not apply to functions in the embedded backend');
  }
  if (prefs.count && !fn.returnsSet) throw notImplemented('Prefer: count applies only to set-returning functions in the embedded backend');
  const params = new Params();
  const named = given.map((arg) => `${ident(arg)} => ${params.add(argValue(args[arg]))}`).join(', ');
  const call = `${tableRef(fn.name)}(${named})`;

  if (fn.returnsVoid) {
    await runAs(ctx, c, caller, (tx) => tx.query(`select ${call}`, params.values), { readOnly });
    return c.body(null, 204);
  }
  let body = await runAs(
    ctx,
    c,
    caller,
    async (tx) => {
      const { rows } = await tx.query<{ body: string | null }>(callSql(fn, call), params.values);
      return rows[0]?.body ?? 'null';
    },
    { readOnly },
  );
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (fn.returnsSet) {
    const items = JSON.parse(body) as unknown[];
    // As PostgREST 12: exact and estimated count the rows; planned runs no count for a function, so its total is unknown.
    if (prefs.count) headers['Content-Range'] = contentRange(0, items.length, prefs.count === 'planned' ? undefined : items.length);
    if (wantsSingleObject(c)) {
      if (items.length !== 1) {
        throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${items.length} rows`);
      }
      body = JSON.stringify(items[0]);
    }
  }
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
}
