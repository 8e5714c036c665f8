import type { Queryable } from '../db/types';
import type { Catalog, Column, DbFunction, PgType, Relationship } from './catalog';

/** Every type by oid; an array names its element type (domains are resolved to their base below). */
const TYPES = `
  select t.oid::int as oid,
         coalesce(e.typname, t.typname) as name,
         coalesce(en.nspname, n.nspname) as schema,
         (t.typcategory = 'A' and e.oid is not null) as array
  from pg_type t
  join pg_namespace n on n.oid = t.typnamespace
  left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
  left join pg_namespace en on en.oid = e.typnamespace
`;

interface TypeRow {
  oid: number;
  name: string;
  schema: string;
  array: boolean;
}

async function typeResolver(db: Queryable): Promise<(oid: number) => PgType> {
  const { rows } = await db.query<TypeRow>(TYPES);
  const domains = await db.query<{ oid: number; base: number }>(`select oid::int as oid, typbasetype::int as base from pg_type where typtype = 'd'`);
  const byOid = new Map(rows.map((r) => [r.oid, r]));
  const baseOf = new Map(domains.rows.map((d) => [d.oid, d.base]));
  const resolve = (oid: number): PgType => {
    const base = baseOf.get(oid);
    if (base !== undefined) return resolve(base);
    const row = byOid.get(oid);
    return row ? { schema: row.schema, name: row.name, array: row.array } : { schema: 'pg_catalog', name: 'unknown', array: false };
  };
  return resolve;
}

interface ColumnRow {
  relation: string;
  kind: string;
  name: string;
  type: number;
  not_null: boolean;
  has_default: boolean;
  identity: string;
  generated: string;
}

interface ForeignKeyRow {
  name: string;
  relation: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_types: number[] | null;
  arg_modes: string[] | null;
  arg_names: string[] | null;
  in_types: number[];
  default_count: number;
  return_type: number;
  returns_set: boolean;
}

/** Reads the tables, views, functions and types of one schema from pg_catalog. */
export async function readCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const typeOf = await typeResolver(db);

  const relations = await db.query<{ name: string; kind: string; updatable: boolean }>(
    `select c.relname as name, c.relkind::text as kind,
            (c.relkind in ('v') and pg_relation_is_updatable(c.oid::regclass, false) & 12 = 12) as updatable
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm')`,
    [schema],
  );

  const columnRows = await db.query<ColumnRow>(
    `select c.relname as relation, c.relkind::text as kind, a.attname as name, a.atttypid::int as type,
            a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity::text as identity,
            a.attgenerated::text as generated
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
    [schema],
  );
  const columnsOf = (relation: string): Column[] =>
    columnRows.rows
      .filter((r) => r.relation === relation)
      .map((r) => ({
        name: r.name,
        type: typeOf(r.type),
        // A view's columns carry no not-null guarantee.
        nullable: r.kind === 'v' || r.kind === 'm' ? true : !r.not_null,
        hasDefault: r.has_default || r.identity !== '',
        readOnly: r.identity === 'a' || r.generated !== '',
      }));

  // One-to-one when the foreign key's columns are exactly a unique key of the referencing table.
  const foreignKeys = await db.query<ForeignKeyRow>(
    `select k.conname as name, c.relname as relation, r.relname as referenced,
            array(select attname from unnest(k.conkey) with ordinality u(n, i)
                  join pg_attribute on attrelid = k.conrelid and attnum = u.n order by u.i)::text[] as columns,
            array(select attname from unnest(k.confkey) with ordinality u(n, i)
                  join pg_attribute on attrelid = k.confrelid and attnum = u.n order by u.i)::text[] as referenced_columns,
            exists (select 1 from pg_index x where x.indrelid = k.conrelid and x.indisunique
                    and (select array_agg(v order by v) from unnest(x.indkey::int2[]) v)
                      = (select array_agg(v order by v) from unnest(k.conkey) v)) as one_to_one
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class r on r.oid = k.confrelid
     join pg_namespace rn on rn.oid = r.relnamespace
     where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  );
  const relationshipsOf = (relation: string): Relationship[] =>
    foreignKeys.rows
      .filter((k) => k.relation === relation)
      .map((k) => ({
        foreignKeyName: k.name,
        columns: k.columns,
        isOneToOne: k.one_to_one,
        referencedRelation: k.referenced,
        referencedColumns: k.referenced_columns,
      }));

  // Trigger functions are not callable through the API, so the Supabase CLI leaves them out too.
  const functionRows = await db.query<FunctionRow>(
    `select p.proname as name, p.proallargtypes::int[] as arg_types, p.proargmodes::text[] as arg_modes,
            p.proargnames as arg_names, p.proargtypes::int[] as in_types, p.pronargdefaults::int as default_count,
            p.prorettype::int as return_type, p.proretset as returns_set
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = $1 and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)`,
    [schema],
  );
  const functions: DbFunction[] = functionRows.rows.map((f) => {
    const types = f.arg_types ?? f.in_types;
    const modes = f.arg_modes ?? types.map(() => 'i');
    const names = f.arg_names ?? [];
    const params = types.map((type, i) => ({ name: names[i] ?? '', type: typeOf(type), mode: modes[i] ?? 'i' }));
    const inputs = params.filter((p) => p.mode === 'i' || p.mode === 'b' || p.mode === 'v');
    const outputs = params.filter((p) => p.mode === 'o' || p.mode === 'b' || p.mode === 't');
    // Defaults belong to the last input parameters.
    const firstDefault = inputs.length - f.default_count;
    const returned = typeOf(f.return_type);
    const isRecord = returned.schema === 'pg_catalog' && returned.name === 'record' && outputs.length > 0;
    return {
      name: f.name,
      args: inputs.map((p, i) => ({ name: p.name, type: p.type, hasDefault: i >= firstDefault })),
      returns: {
        type: returned.schema === 'pg_catalog' && returned.name === 'void' ? null : returned,
        columns: isRecord ? outputs.map((p) => ({ name: p.name, type: p.type })) : null,
        setof: f.returns_set,
      },
    };
  });

  const enumRows = await db.query<{ name: string; value: string }>(
    `select t.typname as name, e.enumlabel as value
     from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = $1 order by t.typname, e.enumsortorder`,
    [schema],
  );
  const enums = [...new Set(enumRows.rows.map((r) => r.name))].map((name) => ({
    name,
    values: enumRows.rows.filter((r) => r.name === name).map((r) => r.value),
  }));

  const compositeRows = await db.query<{ name: string; attribute: string; type: number }>(
    `select t.typname as name, a.attname as attribute, a.atttypid::int as type
     from pg_type t
     join pg_namespace n on n.oid = t.typnamespace
     join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = $1 order by t.typname, a.attnum`,
    [schema],
  );
  const compositeTypes = [...new Set(compositeRows.rows.map((r) => r.name))].map((name) => ({
    name,
    attributes: compositeRows.rows.filter((r) => r.name === name).map((r) => ({ name: r.attribute, type: typeOf(r.type) })),
  }));

  const tables = relations.rows.filter((r) => r.kind === 'r' || r.kind === 'p');
  const views = relations.rows.filter((r) => r.kind === 'v' || r.kind === 'm');
  return {
    schema,
    tables: tables.map((t) => ({ name: t.name, columns: columnsOf(t.name), relationships: relationshipsOf(t.name) })),
    views: views.map((v) => ({ name: v.name, columns: columnsOf(v.name), updatable: v.updatable })),
    functions,
    enums,
    compositeTypes,
  };
}
