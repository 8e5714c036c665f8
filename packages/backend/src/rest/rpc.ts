import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { readArgs, type Row } from './body';
import type { Caller } from './caller';
import type { FunctionInfo } from './catalog';
import { RestError } from './errors';
import { runAs } from './runAs';
import { Params, ident, tableRef } from './sql';

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

/** POST /rest/v1/rpc/<fn> with named arguments (GET with query parameters also works). */
export async function callFunction(ctx: BackendContext, c: Context, name: string, caller: Caller) {
  const args: Row = c.req.method === 'POST' ? await readArgs(c) : Object.fromEntries(new URL(c.req.url).searchParams);
  const given = Object.keys(args).sort();
  const fn = ctx.catalog.fn(name, given);
  if (!fn) {
    const signature = given.length > 0 ? `(${given.join(', ')})` : ' without parameters';
    throw new RestError(404, 'PGRST202', `Could not find the function public.${name}${signature} in the schema cache`);
  }
  if (c.req.method === 'GET' && fn.volatile) {
    // PostgREST runs a GET in a read-only transaction, so a function that may write needs POST.
    throw new RestError(
      405,
      '25006',
      `cannot call the volatile function public.${name} with GET`,
      null,
      'Call it with POST, or declare it STABLE or IMMUTABLE if it only reads.',
    );
  }
  const params = new Params();
  const named = given.map((arg) => `${ident(arg)} => ${params.add(argValue(args[arg]))}`).join(', ');
  const call = `${tableRef(fn.name)}(${named})`;

  if (fn.returnsVoid) {
    await runAs(ctx, c, caller, (tx) => tx.query(`select ${call}`, params.values));
    return c.body(null, 204);
  }
  const body = await runAs(ctx, c, caller, async (tx) => {
    const { rows } = await tx.query<{ body: string | null }>(callSql(fn, call), params.values);
    return rows[0]?.body ?? 'null';
  });
  return c.body(body, 200, { 'Content-Type': 'application/json; charset=utf-8' });
}
