import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

/** An error GoTrue would return: HTTP status, machine-readable code, human message. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Seconds a throttled client should wait, sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** Versioned clients read `{ code, message }`; older ones read `{ code: status, error_code, msg }`. */
export function authErrorResponse(c: Context, err: AuthError): Response {
  const versioned = c.req.header(API_VERSION_HEADER) !== undefined;
  const body = versioned ? { code: err.code, message: err.message, ...err.extra } : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
  if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter));
  return c.json(body, err.status);
}
