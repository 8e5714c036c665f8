import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { readPatch } from './body';
import type { Caller } from './caller';
import type { TableInfo } from './catalog';
import { RestError } from './errors';
import { requireBodyColumn } from './insert';
import { checkMaxAffected, parsePrefer } from './prefer';
import { parseFilters, parseSelect, refuseWriteShaping } from './query';
import { contentRange, sendRows } from './respond';
import { runAs } from './runAs';
import { Params, ident, tableRef, whereClause, writeRows } from './sql';

const ALIAS = '_pgrst_target';

/** PATCH /rest/v1/<table>?<filters>: 204, or 200 with the rows for return=representation. */
export async function updateRows(ctx: BackendContext, c: Context, table: TableInfo, caller: Caller) {
  const prefs = parsePrefer(c.req.header('prefer'));
  const searchParams = new URL(c.req.url).searchParams;
  const patch = await readPatch(c);
  const columns = Object.keys(patch).map((col) => requireBodyColumn(table, col));
  refuseWriteShaping(searchParams, ['limit', 'offset', 'order', 'columns'], c.req.header('range'));
  const filters = parseFilters(table, searchParams);
  const select = parseSelect(table, searchParams.get('select'));
  // Like Supabase's safeupdate: an unfiltered PATCH is almost always a mistake.
  if (filters.length === 0) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');

  const ref = tableRef(table.name);
  const params = new Params();
  const body = params.add(JSON.stringify(patch));
  const set = columns.map((col) => `${ident(col)} = _pgrst_body.${ident(col)}`).join(', ');
  const update =
    `update ${ref} ${ALIAS} set ${set} ` +
    `from (select * from json_populate_record(null::${ref}, ${body}::json)) _pgrst_body` +
    whereClause(filters, params, ALIAS);

  const result = await runAs(ctx, c, caller, async (tx) => {
    if (columns.length === 0) return { affected: 0, body: '[]' };
    const written = await writeRows(tx, update, params, prefs.representation, select, `${ALIAS}.*`);
    checkMaxAffected(prefs, written.affected);
    return written;
  });

  // The total after the slash is what supabase-js reports as `count`.
  const headers: Record<string, string> = prefs.count ? { 'Content-Range': contentRange(0, result.affected, result.affected) } : {};
  if (prefs.representation) return sendRows(c, 200, result.body, result.affected, headers);
  return c.body(null, 204, headers);
}
