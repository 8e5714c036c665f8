/** What the type generator reads from a migrated database's catalog: plain data, sorted by name. */

/** A Postgres type as the catalog names it; `array` means a one-dimensional array of `name`. */
export interface PgType {
  schema: string;
  name: string;
  array: boolean;
}

export interface Column {
  name: string;
  type: PgType;
  nullable: boolean;
  /** A default, an identity or a serial: the column may be left out of an insert. */
  hasDefault: boolean;
  /** `generated always as identity` or a generated column: it can never be written. */
  readOnly: boolean;
}

export interface Relationship {
  foreignKeyName: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

export interface Table {
  name: string;
  columns: Column[];
  relationships: Relationship[];
}

export interface View {
  name: string;
  columns: Column[];
  /** Auto-updatable views accept inserts and updates, so they get Insert and Update types too. */
  updatable: boolean;
}

export interface FunctionArg {
  name: string;
  type: PgType;
  hasDefault: boolean;
}

export interface FunctionReturn {
  /** A scalar or composite type; `void` maps to undefined. */
  type: PgType | null;
  /** `returns table (...)` or `returns setof record` with out parameters: the row's columns. */
  columns: Array<{ name: string; type: PgType }> | null;
  setof: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returns: FunctionReturn;
}

export interface EnumType {
  name: string;
  /** In the enum's declared order, as Postgres sorts them. */
  values: string[];
}

export interface CompositeType {
  name: string;
  attributes: Array<{ name: string; type: PgType }>;
}

export interface Catalog {
  schema: string;
  tables: Table[];
  views: View[];
  functions: DbFunction[];
  enums: EnumType[];
  compositeTypes: CompositeType[];
}
