import type { Context } from 'hono';
import type { BackendContext } from '../context';
import type { Caller } from './caller';
import type { TableInfo } from './catalog';
import { RestError } from './errors';
import { checkMaxAffected, parsePrefer } from './prefer';
import { parseFilters, parseSelect, refuseWriteShaping } from './query';
import { sendRows } from './respond';
import { runAs } from './runAs';
import { Params, tableRef, whereClause, writeRows } from './sql';

const ALIAS = '_pgrst_target';

/** DELETE /rest/v1/<table>?<filters>: 204, or 200 with the rows for return=representation. */
export async function deleteRows(ctx: BackendContext, c: Context, table: TableInfo, caller: Caller) {
  const prefs = parsePrefer(c.req.header('prefer'));
  const searchParams = new URL(c.req.url).searchParams;
  refuseWriteShaping(searchParams, ['limit', 'offset', 'order'], c.req.header('range'));
  const filters = parseFilters(table, searchParams);
  const select = parseSelect(table, searchParams.get('select'));
  // Like Supabase's safeupdate: an unfiltered DELETE is almost always a mistake.
  if (filters.length === 0) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');

  const params = new Params();
  const remove = `delete from ${tableRef(table.name)} ${ALIAS}${whereClause(filters, params, ALIAS)}`;
  const result = await runAs(ctx, c, caller, async (tx) => {
    const written = await writeRows(tx, remove, params, prefs.representation, select, `${ALIAS}.*`);
    checkMaxAffected(prefs, written.affected);
    return written;
  });

  const headers: Record<string, string> = prefs.count ? { 'Content-Range': `*/${result.affected}` } : {};
  if (prefs.representation) return sendRows(c, 200, result.body, result.affected, headers);
  return c.body(null, 204, headers);
}
