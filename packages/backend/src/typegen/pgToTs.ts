import type { PgType } from './catalog';

/** Where user-defined types of the generated schema live, so columns can refer to them by name. */
export interface SchemaTypes {
  schema: string;
  enums: ReadonlySet<string>;
  composites: ReadonlySet<string>;
  tables: ReadonlySet<string>;
}

const STRING = new Set([
  'bpchar',
  'bytea',
  'char',
  'cidr',
  'citext',
  'date',
  'inet',
  'interval',
  'macaddr',
  'money',
  'name',
  'text',
  'time',
  'timestamp',
  'timestamptz',
  'timetz',
  'tsquery',
  'tsvector',
  'uuid',
  'varchar',
  'vector',
]);
const NUMBER = new Set(['float4', 'float8', 'int2', 'int4', 'int8', 'numeric', 'oid']);

/** A single-quoted TypeScript string literal. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A property key: bare when it is an identifier, quoted otherwise. */
export const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

function scalar(type: PgType, known: SchemaTypes): string {
  if (type.schema === known.schema) {
    const ref = `Database[${quote(known.schema)}]`;
    if (known.enums.has(type.name)) return `${ref}['Enums'][${quote(type.name)}]`;
    if (known.composites.has(type.name)) return `${ref}['CompositeTypes'][${quote(type.name)}]`;
    if (known.tables.has(type.name)) return `${ref}['Tables'][${quote(type.name)}]['Row']`;
  }
  if (type.schema !== 'pg_catalog') return 'unknown';
  if (type.name === 'bool') return 'boolean';
  if (NUMBER.has(type.name)) return 'number';
  if (STRING.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

/** The TypeScript type of a Postgres type, as `supabase gen types typescript` maps it. */
export function tsType(type: PgType, known: SchemaTypes): string {
  const base = scalar(type, known);
  return type.array ? `${base}[]` : base;
}
