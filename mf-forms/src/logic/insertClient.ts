/** The one thing the forms need from supabase-js: insert a row and read only the error (site spec §7). */
export interface InsertClient {
  from(table: string): {
    insert(row: object): PromiseLike<{ error: { message: string; code?: string } | null }>;
  };
}

/** Where a submission gets its backend client and the signed-in user's id (null for a visitor). */
export interface SubmitDeps {
  client: InsertClient | null;
  userId: () => Promise<string | null>;
}

/** error is the raw text for the log; shown, when set, is the visitor's message for it (issue 18). */
export type SubmitResult = { ok: true } | { ok: false; error: string; shown?: string };

/** The message of whatever was thrown, or null when it carries none. */
export function messageOf(cause: unknown): string | null {
  if (cause instanceof Error && cause.message) return cause.message;
  if (typeof cause === 'object' && cause && 'message' in cause && typeof cause.message === 'string' && cause.message) {
    return cause.message;
  }
  return null;
}
