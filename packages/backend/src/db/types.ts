/** What the server needs from a database, whether PGlite or a PostgreSQL pool. */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; on PGlite this also serialises it against every other query. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The fields of a Postgres error that the HTTP layer reports, from either driver. */
export interface PgErrorFields {
  code: string;
  message: string;
  detail?: string | null;
  hint?: string | null;
}

export function isPgError(err: unknown): err is Error & PgErrorFields {
  const code: unknown = err instanceof Error ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
