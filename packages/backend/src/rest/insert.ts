import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { readRows } from './body';
import type { Caller } from './caller';
import type { TableInfo } from './catalog';
import { RestError } from './errors';
import { parsePrefer } from './prefer';
import { parseSelect } from './query';
import { sendRows } from './respond';
import { runAs } from './runAs';
import { Params, ident, jsonArrayOf, tableRef } from './sql';

export function requireBodyColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table.name}' in the schema cache`);
  }
  return column;
}

function insertColumns(table: TableInfo, rows: Record<string, unknown>[], columnsParam: string | null): string[] {
  // supabase-js sends `columns="a","b"` for arrays whose objects differ in keys.
  if (columnsParam) return columnsParam.split(',').map((c) => requireBodyColumn(table, c.trim().replace(/^"(.*)"$/, '$1')));
  const first = Object.keys(rows[0] ?? {}).sort();
  for (const row of rows) {
    const keys = Object.keys(row).sort();
    if (keys.length !== first.length || keys.some((k, i) => k !== first[i])) {
      throw new RestError(400, 'PGRST102', 'All object keys must match');
    }
  }
  return first.map((c) => requireBodyColumn(table, c));
}

/** POST /rest/v1/<table>: one object or an array; 201 with no body unless return=representation. */
export async function insertRows(ctx: BackendContext, c: Context, table: TableInfo, caller: Caller) {
  const prefs = parsePrefer(c.req.header('prefer'));
  if (prefs.upsert) throw new RestError(501, 'PGRST100', 'Upserts are not supported by the embedded backend');
  const searchParams = new URL(c.req.url).searchParams;
  const rows = await readRows(c);
  const columns = insertColumns(table, rows, searchParams.get('columns'));
  const select = parseSelect(table, searchParams.get('select'));
  const ref = tableRef(table.name);
  const params = new Params();
  const quoted = columns.map(ident).join(', ');
  const json = `${params.add(JSON.stringify(rows))}::json`;
  // json_populate_recordset gives each value its column's type, as PostgREST does; rows of `{}` get defaults.
  const insert =
    columns.length === 0
      ? `insert into ${ref} select from json_array_elements(${json})`
      : `insert into ${ref} (${quoted}) select ${quoted} from json_populate_recordset(null::${ref}, ${json})`;

  const result = await runAs(ctx, c, caller, async (tx) => {
    if (!prefs.representation) return { affected: (await tx.query(insert, params.values)).rowCount, body: '' };
    const sql = `with _pgrst_written as (${insert} returning *) ${jsonArrayOf('_pgrst_written', select)}`;
    const { rows: out } = await tx.query<{ body: string; rows: number }>(sql, params.values);
    return { affected: out[0]!.rows, body: out[0]!.body };
  });

  const headers: Record<string, string> = prefs.count ? { 'Content-Range': `*/${result.affected}` } : {};
  if (prefs.representation) return sendRows(c, 201, result.body, result.affected, headers);
  return c.body(null, 201, headers);
}
