import type { Catalog, Relationship, TableInfo } from './catalog';
import { RestError, notImplemented } from './errors';
import { ident, tableRef } from './sql';

/** A related table embedded one level deep: an object (many-to-one, one-to-one) or an array (one-to-many). */
export interface Embed {
  alias: string;
  table: TableInfo;
  columns: '*' | string[];
  relationship: Relationship;
  /** The foreign key is the embedded table's, pointing at the source (one-to-many, or one-to-one seen from its target). */
  reverse: boolean;
  /** Embedded as an array: a reverse relationship whose key is not unique. */
  toMany: boolean;
}

export interface Selection {
  /** `'*'` or the listed column names of the table itself. */
  columns: '*' | string[];
  embeds: Embed[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const AGGREGATE = /^(?:[A-Za-z_][A-Za-z0-9_]*\.)?(count|sum|avg|min|max)\(\)(::\w+)?$/;
const EMBED = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)\((.*)\)$/s;

/** Splits on the commas outside parentheses. */
function splitTopLevel(raw: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of raw) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += ch;
  }
  items.push(current.trim());
  return items;
}

function unsupportedItem(item: string): RestError {
  return notImplemented(
    `select item "${item}": the embedded backend supports *, plain column names and one level of embedding, name(columns)`,
    'Aliases, casts, JSON paths, aggregates, spreads, !inner/!hint and nested embeds are not implemented.',
  );
}

function requireColumnOf(table: TableInfo, column: string): string {
  if (!table.columns.has(column)) throw new RestError(400, '42703', `column ${table.name}.${column} does not exist`);
  return column;
}

function columnList(table: TableInfo, items: string[]): '*' | string[] {
  if (items.includes('*')) {
    if (items.length > 1) throw unsupportedItem(items.join(','));
    return '*';
  }
  return items.map((item) => {
    if (!NAME.test(item)) throw unsupportedItem(item);
    return requireColumnOf(table, item);
  });
}

function resolveEmbed(catalog: Catalog, table: TableInfo, alias: string, name: string, inner: string): Embed {
  const target = catalog.table(name);
  const { forward, reverse } = target ? catalog.relationshipsBetween(table.name, name) : { forward: [], reverse: [] };
  const found = [...forward, ...reverse];
  if (!target || found.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${table.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${table.name}' and '${name}' in the schema 'public', but no matches were found.`,
    );
  }
  if (found.length > 1) {
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${table.name}' and '${name}'`,
      found.map((r) => r.constraint).join(', '),
      'Choosing the relationship with !<constraint> is not implemented by the embedded backend.',
    );
  }
  const innerItems = splitTopLevel(inner);
  if (innerItems.some((item) => item.includes('('))) throw unsupportedItem(`${name}(${inner})`);
  const relationship = found[0]!;
  const isReverse = reverse.length === 1;
  return {
    alias,
    table: target,
    columns: columnList(target, innerItems),
    relationship,
    reverse: isReverse,
    toMany: isReverse && !relationship.oneToOne,
  };
}

/** `select=`: `*` or columns, plus (where `catalog` is given) one level of embedded relations. */
export function parseSelection(table: TableInfo, raw: string | null, catalog?: Catalog): Selection {
  if (raw === null || raw.trim() === '') return { columns: '*', embeds: [] };
  const columns: string[] = [];
  const embeds: Embed[] = [];
  for (const item of splitTopLevel(raw)) {
    // A hosted project runs PostgREST with db-aggregates-enabled off: refused the same way.
    if (AGGREGATE.test(item)) throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    const embed = EMBED.exec(item);
    if (embed) {
      if (!catalog) throw notImplemented(`select item "${item}": embedding in the answer to a write is not implemented by the embedded backend`);
      const [, alias, name = ''] = embed;
      embeds.push(resolveEmbed(catalog, table, alias ?? name, name, embed[3] ?? ''));
    } else columns.push(item);
  }
  const own = columns.length === 0 ? [] : columnList(table, columns);
  return { columns: own, embeds };
}

/** The select list over `source` (an alias of the table's rows): its columns, then each embed as a subquery. */
export function selectionSql(selection: Selection, source: string): string {
  const own = selection.columns === '*' ? [`${source}.*`] : selection.columns.map((c) => `${source}.${ident(c)}`);
  const embeds = selection.embeds.map((embed) => {
    const { relationship: rel } = embed;
    // reverse: the embedded rows point at the source; otherwise the source points at the embedded row.
    const [theirs, ours] = embed.reverse ? [rel.fromColumns, rel.toColumns] : [rel.toColumns, rel.fromColumns];
    const on = theirs.map((col, i) => `_pgrst_embedded.${ident(col)} = ${source}.${ident(ours[i]!)}`).join(' and ');
    const cols = embed.columns === '*' ? '_pgrst_embedded.*' : embed.columns.map((c) => `_pgrst_embedded.${ident(c)}`).join(', ');
    const rows = `select ${cols} from ${tableRef(embed.table.name)} _pgrst_embedded where ${on}`;
    const value = embed.toMany ? `(select coalesce(json_agg(_e), '[]') from (${rows}) _e)` : `(select to_json(_e) from (${rows} limit 1) _e)`;
    return `${value} as ${ident(embed.alias)}`;
  });
  return [...own, ...embeds].join(', ');
}
