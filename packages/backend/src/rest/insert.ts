import type { Context } from 'hono';
import type { BackendContext } from '../context';
import { readRows } from './body';
import type { Caller } from './caller';
import type { TableInfo } from './catalog';
import { RestError, notImplemented } from './errors';
import { parsePrefer, type Preferences } from './prefer';
import { parseSelect } from './query';
import { sendRows } from './respond';
import { runAs } from './runAs';
import { Params, ident, tableRef, writeRows } from './sql';

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

/** `on_conflict=a,b` (default: the primary key): the unique columns an upsert matches existing rows on. */
function conflictTarget(table: TableInfo, raw: string | null): string[] {
  const columns = raw ? raw.split(',').map((c) => requireBodyColumn(table, c.trim())) : table.primaryKey;
  if (columns.length === 0) {
    throw new RestError(400, 'PGRST100', `'${table.name}' has no primary key: an upsert needs on_conflict=<unique columns>`);
  }
  return columns;
}

/** ON CONFLICT for `Prefer: resolution=...`: merge overwrites the sent columns, ignore keeps the existing row. */
function onConflict(table: TableInfo, prefs: Preferences, columns: string[], raw: string | null): string {
  if (!prefs.resolution) return '';
  const target = `on conflict (${conflictTarget(table, raw).map(ident).join(', ')})`;
  if (prefs.resolution === 'ignore' || columns.length === 0) return ` ${target} do nothing`;
  return ` ${target} do update set ${columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ')}`;
}

/**
 * POST /rest/v1/<table>: one object or an array; 201 with no body unless return=representation. With
 * `Prefer: resolution=merge-duplicates|ignore-duplicates` an upsert (INSERT ... ON CONFLICT), run as the caller
 * like every write, so RLS's insert and update policies both apply; a merge that inserted no row answers 200.
 */
export async function insertRows(ctx: BackendContext, c: Context, table: TableInfo, caller: Caller) {
  const prefs = parsePrefer(c.req.header('prefer'));
  if (prefs.maxAffected !== undefined) throw notImplemented('Prefer: max-affected applies to PATCH and DELETE only');
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
    (columns.length === 0
      ? `insert into ${ref} select from json_array_elements(${json})`
      : `insert into ${ref} (${quoted}) select ${quoted} from json_populate_recordset(null::${ref}, ${json})`) +
    onConflict(table, prefs, columns, searchParams.get('on_conflict'));

  // A merge tells new rows from merged ones: its answer is 200 when none was new (PostgREST's isInsertIfGTZero).
  const merge = prefs.resolution === 'merge';
  const shown = merge && select === '*' ? [...table.columns] : select;
  const result = await runAs(ctx, c, caller, (tx) => writeRows(tx, insert, params, prefs.representation, shown, '*', merge));

  const status = merge && result.inserted === 0 ? 200 : 201;
  const headers: Record<string, string> = prefs.count ? { 'Content-Range': `*/${result.affected}` } : {};
  if (prefs.representation) return sendRows(c, status, result.body, result.affected, headers);
  return c.body(null, status, headers);
}
