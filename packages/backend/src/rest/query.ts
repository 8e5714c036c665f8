import { RestError, notImplemented } from './errors';
import { parseSelection, type Selection } from './select';
import type { Catalog, TableInfo } from './catalog';
import type { Filter, Operator, OrderTerm } from './sql';

const OPERATORS: readonly string[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in'];
/** PostgREST operators (and the any/all modifiers) this backend does not build: refused as such, not as typos. */
const UNIMPLEMENTED_OPERATORS: readonly string[] = [
  'match',
  'imatch',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
];
const IS_VALUES: readonly string[] = ['null', 'not_null', 'true', 'false', 'unknown'];
// `apikey` authenticates (Supabase's gateway takes it from the query string too); it is never a filter.
const RESERVED: readonly string[] = ['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'];

export interface ReadQuery {
  select: Selection;
  filters: Filter[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number | undefined;
}

function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

/** Column names must exist in the table: that is what makes quoting them safe. */
export function requireColumn(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) {
    throw new RestError(400, '42703', `column ${table.name}.${column} does not exist`);
  }
  return column;
}

/** `select=` of a write's representation: `*` or plain columns (embedding is for reads: see select.ts). */
export function parseSelect(table: TableInfo, raw: string | null): '*' | string[] {
  return parseSelection(table, raw).columns;
}

/** `(a,b,"c,d")` as PostgREST writes lists for `in`. */
function parseList(raw: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`failed to parse filter (in.${raw})`);
  const inner = raw.slice(1, -1);
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i]!;
    if (quoted && ch === '\\' && i + 1 < inner.length) current += inner[++i];
    else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (inner !== '') items.push(current);
  return items;
}

export function parseFilter(table: TableInfo, column: string, raw: string): Filter {
  requireColumn(table, column);
  const negate = raw.startsWith('not.');
  const rest = negate ? raw.slice(4) : raw;
  const dot = rest.indexOf('.');
  const op = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  const base = op.replace(/\((any|all)\)$/, '');
  if (UNIMPLEMENTED_OPERATORS.includes(base) || (base !== op && OPERATORS.includes(base))) {
    throw notImplemented(`filter operator "${op}" (${column}=${raw}) is not supported by the embedded backend`);
  }
  if (!OPERATORS.includes(op)) throw parseError(`failed to parse filter (${raw})`, `unknown operator "${op}"`);
  if (op === 'is' && !IS_VALUES.includes(value)) throw parseError(`failed to parse filter (${raw})`);
  if (op === 'in') return { column, negate, op, value: parseList(value) };
  if (op === 'like' || op === 'ilike') return { column, negate, op, value: value.replace(/\*/g, '%') };
  return { column, negate, op: op as Operator, value };
}

export function parseOrder(table: TableInfo, raw: string | null): OrderTerm[] {
  if (!raw) return [];
  return raw.split(',').map((term) => {
    const [column = '', ...mods] = term.trim().split('.');
    requireColumn(table, column);
    const order: OrderTerm = { column, descending: false, nulls: undefined };
    for (const mod of mods) {
      if (mod === 'asc' || mod === 'desc') order.descending = mod === 'desc';
      else if (mod === 'nullsfirst' || mod === 'nullslast') order.nulls = mod === 'nullsfirst' ? 'first' : 'last';
      else throw parseError(`failed to parse order (${raw})`);
    }
    return order;
  });
}

function parseCount(name: string, raw: string | null): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) throw parseError(`failed to parse ${name} parameter (${raw})`);
  return Number(raw);
}

/** Horizontal filters: every query parameter that is not a reserved word. */
export function parseFilters(table: TableInfo, params: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, value] of params) {
    if (RESERVED.includes(key)) continue;
    if (key === 'or' || key === 'and' || key.startsWith('not.')) {
      throw notImplemented(`"${key}" filters are not supported by the embedded backend`);
    }
    if (key.includes('.')) {
      throw notImplemented(`"${key}": filters, order and limits on embedded resources are not supported by the embedded backend`);
    }
    filters.push(parseFilter(table, key, value));
  }
  return filters;
}

/** Without a catalog, embedding is refused (no relationships to resolve it through). */
export function parseReadQuery(table: TableInfo, params: URLSearchParams, catalog?: Catalog): ReadQuery {
  return {
    select: parseSelection(table, params.get('select'), catalog),
    filters: parseFilters(table, params),
    order: parseOrder(table, params.get('order')),
    limit: parseCount('limit', params.get('limit')),
    offset: parseCount('offset', params.get('offset')),
  };
}

/** PATCH and DELETE: parameters PostgREST honours there (a limited write, `columns`) that this backend would ignore. */
export function refuseWriteShaping(params: URLSearchParams, keys: readonly string[], range?: string): void {
  const given = keys.filter((key) => params.has(key));
  if (range !== undefined) given.push('a Range header');
  if (given.length > 0) {
    throw notImplemented(`${given.join(', ')} on a PATCH or DELETE is not supported by the embedded backend; the write would reach every matching row`);
  }
}

/**
 * The `Range: <first>-<last>` header PostgREST reads as an offset and a limit (supabase-js uses the query instead).
 * Combined with limit/offset in the query it is refused rather than half applied.
 */
export function applyRangeHeader(query: ReadQuery, header: string | undefined): void {
  if (header === undefined) return;
  const range = /^\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!range || (range[2] !== '' && Number(range[2]) < Number(range[1]))) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `Range: ${header}`);
  }
  if (query.limit !== undefined || query.offset !== undefined) {
    throw notImplemented('a Range header together with limit or offset in the query is not supported by the embedded backend');
  }
  query.offset = Number(range[1]);
  if (range[2] !== '') query.limit = Number(range[2]) - query.offset + 1;
}
