import type { Queryable } from '../db/types';

/** The PostgREST filter operators this backend builds. */
export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';

/** One column filter of a request (`name=eq.x`): query.ts parses it, whereClause renders it. */
export interface Filter {
  column: string;
  negate: boolean;
  op: Operator;
  value: string | string[];
}

/** One term of a request's `order=`: query.ts parses it, orderClause renders it. */
export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | undefined;
}

/** Quotes an identifier that was already checked against the catalog. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function tableRef(name: string): string {
  return `"public".${ident(name)}`;
}

/** Collects values as $1, $2, ... so nothing from a request is ever spliced into SQL text. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISON: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const IS: Record<string, string> = {
  null: 'is null',
  not_null: 'is not null',
  true: 'is true',
  false: 'is false',
  unknown: 'is unknown',
};

function condition(filter: Filter, params: Params, alias: string): string {
  const column = `${alias}.${ident(filter.column)}`;
  switch (filter.op) {
    case 'is':
      return `${column} ${IS[filter.value as string]}`;
    case 'in': {
      const values = filter.value as string[];
      return values.length === 0 ? 'false' : `${column} in (${values.map((v) => params.add(v)).join(', ')})`;
    }
    case 'like':
    case 'ilike':
      return `${column} ${filter.op} ${params.add(filter.value)}`;
    default:
      return `${column} ${COMPARISON[filter.op]} ${params.add(filter.value)}`;
  }
}

export function whereClause(filters: Filter[], params: Params, alias: string): string {
  if (filters.length === 0) return '';
  const parts = filters.map((f) => {
    const sql = condition(f, params, alias);
    return f.negate ? `not (${sql})` : sql;
  });
  return ` where ${parts.join(' and ')}`;
}

export function orderClause(order: OrderTerm[], alias: string): string {
  if (order.length === 0) return '';
  const terms = order.map((o) => {
    const nulls = o.nulls ? ` nulls ${o.nulls}` : '';
    return `${alias}.${ident(o.column)} ${o.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

export function selectList(select: '*' | string[]): string {
  return select === '*' ? '*' : select.map(ident).join(', ');
}

/** Wraps a row source so Postgres itself renders the JSON array, exactly as PostgREST does; `list` is the select list's SQL. */
export function jsonArrayOf(source: string, list: string): string {
  return `select coalesce(json_agg(_pgrst_row), '[]')::text as body, count(*)::int as rows
    from (select ${list} from ${source}) _pgrst_row`;
}

const INSERTED = '_pgrst_inserted';

/**
 * Runs an INSERT, UPDATE or DELETE (`returning` added here: the target's alias.* when the statement joins another
 * source); renders the written rows only for return=representation. With `countInserted`, also counts the rows the
 * statement inserted rather than updated (`xmax = 0`), for an upsert's status.
 */
export async function writeRows(
  tx: Queryable,
  write: string,
  params: Params,
  representation: boolean,
  select: '*' | string[],
  returning = '*',
  countInserted = false,
): Promise<{ affected: number; inserted: number; body: string }> {
  if (!representation && !countInserted) {
    const affected = (await tx.query(write, params.values)).rowCount;
    return { affected, inserted: affected, body: '' };
  }
  const mark = countInserted ? `, (xmax = 0) as ${INSERTED}` : '';
  const inserted = countInserted ? `(select count(*) from _pgrst_written where ${INSERTED})::int` : 'rows';
  const render = representation
    ? `select body, rows, ${inserted} as inserted from (${jsonArrayOf('_pgrst_written', selectList(select))}) _pgrst_rendered`
    : `select '' as body, rows, ${inserted} as inserted from (select count(*)::int as rows from _pgrst_written) _pgrst_counted`;
  const { rows } = await tx.query<{ body: string; rows: number; inserted: number }>(
    `with _pgrst_written as (${write} returning ${returning}${mark}) ${render}`,
    params.values,
  );
  return { affected: rows[0]!.rows, inserted: rows[0]!.inserted, body: rows[0]!.body };
}
