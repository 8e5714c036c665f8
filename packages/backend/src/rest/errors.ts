import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PgErrorFields } from '../db/types';

/** An error in PostgREST's shape: `{ code, details, hint, message }`. */
export class RestError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

/** PostgREST's table from SQLSTATE to HTTP status. */
function statusFor(code: string, role: string): ContentfulStatusCode {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // RAISE ... USING ERRCODE = 'PT429' chooses the HTTP status itself, as in PostgREST.
  const custom = /^PT([1-5]\d\d)$/.exec(code);
  if (custom) return Number(custom[1]) as ContentfulStatusCode;
  const exact: Record<string, ContentfulStatusCode> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    P0001: 400,
  };
  if (exact[code]) return exact[code];
  const byClass: Record<string, ContentfulStatusCode> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function fromPgError(err: PgErrorFields, role: string): RestError {
  return new RestError(statusFor(err.code, role), err.code, err.message, err.detail ?? null, err.hint ?? null);
}

export function restErrorResponse(c: Context, err: RestError): Response {
  if (err.status === 401 && err.code.startsWith('PGRST30')) {
    c.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${err.message.replace(/"/g, "'")}"`);
  }
  return c.json({ code: err.code, details: err.details, hint: err.hint, message: err.message }, err.status);
}

/** PostgREST's own answer for a request it parses but does not build (PGRST127), with what and why in details. */
export function notImplemented(details: string, hint: string | null = null): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', details, hint ?? 'See "Differences from a hosted project" in packages/backend/README.md.');
}
