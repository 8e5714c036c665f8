import type { Queryable } from '../db/types';

export interface TableInfo {
  name: string;
  columns: Set<string>;
  /** The primary key's columns in order (empty without one): an upsert's default conflict target. */
  primaryKey: string[];
}

/** A foreign key between two tables of schema public: what `select=*,other(...)` embeds through. */
export interface Relationship {
  constraint: string;
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
  /** The foreign key's columns are also a primary key or unique constraint of `from`: one row at most on either side. */
  oneToOne: boolean;
}

export interface FunctionArg {
  name: string;
  /** The argument's type as PostgREST names it (`integer`, `text`). */
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsVoid: boolean;
  returnsSet: boolean;
  /** Returns rows (a table type or record) rather than one scalar. */
  returnsRows: boolean;
  /** Declared VOLATILE (the default): it may write, so PostgREST refuses it on GET. */
  volatile: boolean;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
}

interface KeyRow {
  table_name: string;
  columns: string[];
}

interface UniqueRow {
  table_name: string;
  /** Sorted by name: compared as a set. */
  columns: string[];
}

interface ForeignKeyRow {
  constraint: string;
  from_table: string;
  from_columns: string[];
  to_table: string;
  to_columns: string[];
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  /** The input arguments' types (proargtypes), in order. */
  arg_types: string[];
  nargs: number;
  ndefaults: number;
  return_type: string;
  returns_set: boolean;
  returns_rows: boolean;
  volatility: string;
}

/** Input argument names in order: without modes all arguments are inputs; OUT/TABLE ones are skipped. */
function inputArgs(row: FunctionRow): FunctionArg[] {
  const names = row.arg_names ?? [];
  const modes = row.arg_modes;
  const inputs = names.filter((_, i) => !modes || ['i', 'b', 'v'].includes(modes[i] ?? 'i'));
  return inputs.slice(0, row.nargs).map((name, i) => ({ name, type: row.arg_types[i] ?? 'unknown', hasDefault: i >= row.nargs - row.ndefaults }));
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const [x, y] = [[...a].sort(), [...b].sort()];
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** The tables, columns and functions of schema public: the only identifiers REST requests may name. */
export class Catalog {
  private constructor(
    private readonly tables: Map<string, TableInfo>,
    private readonly functions: Map<string, FunctionInfo[]>,
    private readonly foreignKeys: Relationship[],
  ) {}

  static async load(db: Queryable): Promise<Catalog> {
    const columns = await db.query<ColumnRow>(
      `select c.relname as table_name, a.attname as column_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by c.relname, a.attnum`,
    );
    const tables = new Map<string, TableInfo>();
    for (const row of columns.rows) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: new Set(), primaryKey: [] };
        tables.set(row.table_name, table);
      }
      table.columns.add(row.column_name);
    }

    const keys = await db.query<KeyRow>(
      `select c.relname as table_name,
         array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord) as columns
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and i.indisprimary`,
    );
    for (const row of keys.rows) {
      const table = tables.get(row.table_name);
      if (table) table.primaryKey = row.columns;
    }

    const foreignKeys = await db.query<ForeignKeyRow>(
      `select con.conname::text as constraint, src.relname::text as from_table, dst.relname::text as to_table,
         array(select a.attname::text from unnest(con.conkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by k.ord) as from_columns,
         array(select a.attname::text from unnest(con.confkey) with ordinality k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum order by k.ord) as to_columns
       from pg_constraint con
       join pg_class src on src.oid = con.conrelid
       join pg_namespace sn on sn.oid = src.relnamespace
       join pg_class dst on dst.oid = con.confrelid
       join pg_namespace dn on dn.oid = dst.relnamespace
       where con.contype = 'f' and sn.nspname = 'public' and dn.nspname = 'public'`,
    );
    // One-to-one as PostgREST sees it: the referencing columns are exactly a primary key or unique constraint.
    const uniques = await db.query<UniqueRow>(
      `select c.relname::text as table_name,
         array(select a.attname::text from unnest(con.conkey) k(attnum)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum order by a.attname) as columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       where con.contype in ('p', 'u') and n.nspname = 'public'`,
    );
    const relationships = foreignKeys.rows.map((row) => ({
      constraint: row.constraint,
      from: row.from_table,
      fromColumns: row.from_columns,
      to: row.to_table,
      toColumns: row.to_columns,
      oneToOne: uniques.rows.some((u) => u.table_name === row.from_table && sameSet(u.columns, row.from_columns)),
    }));

    const fns = await db.query<FunctionRow>(
      `select p.proname as name, p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
         array(select format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality t(oid, i) order by t.i) as arg_types,
         p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
         p.prorettype::regtype::text as return_type, p.proretset as returns_set,
         (t.typtype = 'c' or p.prorettype = 'record'::regtype) as returns_rows,
         p.provolatile::text as volatility
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
       where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
       order by p.oid`,
    );
    const functions = new Map<string, FunctionInfo[]>();
    for (const row of fns.rows) {
      const info: FunctionInfo = {
        name: row.name,
        args: inputArgs(row),
        returnsVoid: row.return_type === 'void',
        returnsSet: row.returns_set,
        returnsRows: row.returns_rows,
        volatile: row.volatility === 'v',
      };
      functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
    }
    return new Catalog(tables, functions, relationships);
  }

  table(name: string): TableInfo | undefined {
    return this.tables.get(name);
  }

  /**
   * The foreign keys from `a` to `b` (forward: many-to-one or one-to-one, as seen from a) and from `b` to `a`
   * (reverse: one-to-many, or one-to-one when b's key is unique).
   */
  relationshipsBetween(a: string, b: string): { forward: Relationship[]; reverse: Relationship[] } {
    return {
      forward: this.foreignKeys.filter((fk) => fk.from === a && fk.to === b),
      reverse: this.foreignKeys.filter((fk) => fk.from === b && fk.to === a),
    };
  }

  hasFunction(name: string): boolean {
    return this.functions.has(name);
  }

  /** Every argument name of every overload of the function (empty when there is no such function). */
  fnArgNames(name: string): Set<string> {
    return new Set((this.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
  }

  /**
   * Every overload whose arguments fit the given names, as PostgREST matches them: all required ones given, none
   * unknown. More than one is an ambiguous call (rpc.ts answers it with PGRST203).
   */
  fns(name: string, given: string[]): FunctionInfo[] {
    return (this.functions.get(name) ?? []).filter((f) => {
      const known = new Set(f.args.map((a) => a.name));
      return given.every((g) => known.has(g)) && f.args.every((a) => a.hasDefault || given.includes(a.name));
    });
  }
}
