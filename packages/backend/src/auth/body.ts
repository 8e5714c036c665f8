import type { Context } from 'hono';
import { AuthError } from './errors';

export type JsonObject = Record<string, unknown>;

/** The JSON object body of an auth request; an empty body counts as `{}`. */
export async function readBody(c: Context): Promise<JsonObject> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Request body must be a JSON object');
  }
  return parsed as JsonObject;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, lower-cased e-mail as GoTrue stores it, or a validation error. */
export function requireEmail(value: unknown, missingMessage: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new AuthError(400, 'validation_failed', missingMessage);
  }
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 255) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

export function optionalObject(value: unknown, field: string): JsonObject | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', `${field} must be a JSON object`);
  }
  return value as JsonObject;
}
