import type { Context } from 'hono';
import type { BackendContext } from '../context';
import type { Caller } from './caller';
import type { TableInfo } from './catalog';
import { parsePrefer } from './prefer';
import { applyRangeHeader, parseReadQuery } from './query';
import { contentRange, countedTotal, rangeStatus, sendRows } from './respond';
import { runAs } from './runAs';
import { selectionSql } from './select';
import { Params, jsonArrayOf, orderClause, tableRef, whereClause } from './sql';

const ALIAS = '_pgrst_target';

/** What `explain (format json)` answers (as text or parsed, by driver): one plan, its top node carrying the estimated rows. */
type PlanJson = [{ Plan: { 'Plan Rows': number } }];
const planRows = (plan: unknown) => (typeof plan === 'string' ? (JSON.parse(plan) as PlanJson) : (plan as PlanJson))[0].Plan['Plan Rows'];

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
    const exact = async () => (await tx.query<{ n: number }>(`select count(*)::int as n from ${from}`, params.values)).rows[0]!.n;
    // The planner's estimate of the same rows, as PostgREST reads it from EXPLAIN: never below one row.
    const planned = async () =>
      planRows((await tx.query<{ 'QUERY PLAN': unknown }>(`explain (format json) select 1 from ${from}`, params.values)).rows[0]!['QUERY PLAN']);
    const total = count ? await countedTotal(count, exact, planned) : undefined;
    return { ...rows[0]!, total };
  });
  const offset = query.offset ?? 0;
  return sendRows(c, rangeStatus(offset, result.rows, result.total), result.body, result.rows, {
    'Content-Range': contentRange(offset, result.rows, result.total),
  });
}
