import type { Context } from 'hono';
import type { BackendContext } from '../context';
import type { Caller } from './caller';
import type { TableInfo } from './catalog';
import { parsePrefer } from './prefer';
import { applyRangeHeader, parseReadQuery } from './query';
import { contentRange, sendRows } from './respond';
import { runAs } from './runAs';
import { selectionSql } from './select';
import { Params, jsonArrayOf, orderClause, tableRef, whereClause } from './sql';

const ALIAS = '_pgrst_target';

/** GET/HEAD /rest/v1/<table>?select=...&<col>=<op>.<value>&order=...&limit=...&offset=... */
export async function readTable(ctx: BackendContext, c: Context, table: TableInfo, caller: Caller) {
  const query = parseReadQuery(table, new URL(c.req.url).searchParams, ctx.catalog);
  applyRangeHeader(query, c.req.header('range'));
  const { count } = parsePrefer(c.req.header('prefer'));
  const params = new Params();
  const from = `${tableRef(table.name)} ${ALIAS}${whereClause(query.filters, params, ALIAS)}`;
  // limit and offset were checked to be digits only.
  const page = (query.limit !== undefined ? ` limit ${query.limit}` : '') + (query.offset !== undefined ? ` offset ${query.offset}` : '');
  const source = `(select ${ALIAS}.* from ${from}${orderClause(query.order, ALIAS)}${page}) _pgrst_source`;

  const result = await runAs(ctx, c, caller, async (tx) => {
    const { rows } = await tx.query<{ body: string; rows: number }>(jsonArrayOf(source, selectionSql(query.select, '_pgrst_source')), params.values);
    const total = count ? (await tx.query<{ n: number }>(`select count(*)::int as n from ${from}`, params.values)).rows[0]!.n : undefined;
    return { ...rows[0]!, total };
  });
  return sendRows(c, 200, result.body, result.rows, {
    'Content-Range': contentRange(query.offset ?? 0, result.rows, result.total),
  });
}
