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
  if (!EMAIL.test(email) || email.length > 255 || hasControlCharacter(email)) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

/** Deeper than any real profile needs; Postgres' jsonb and the JWT that carries user_metadata stay small. */
export const MAX_METADATA_DEPTH = 8;

/**
 * user_metadata rides in every access token, and so in every request's Authorization header: past a few KiB the
 * header outgrows what servers and proxies accept (nginx: 8 KiB a line) and the account stops working.
 */
export const MAX_METADATA_BYTES = 4096;

/** Refuses metadata whose JSON is larger than MAX_METADATA_BYTES, with a 400 that says so. */
export function requireSmallMetadata(metadata: JsonObject, field: string): JsonObject {
  const size = Buffer.byteLength(JSON.stringify(metadata), 'utf8');
  if (size > MAX_METADATA_BYTES) {
    throw new AuthError(400, 'validation_failed', `${field} is too large: ${size} bytes as JSON, at most ${MAX_METADATA_BYTES}`);
  }
  return metadata;
}

/** A C0 control character or DEL, which no e-mail address contains. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
}

/** Postgres text and jsonb cannot hold U+0000: refuse it here, before anything is stored. */
function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

function checkJson(value: unknown, field: string, depth: number): void {
  if (depth > MAX_METADATA_DEPTH) {
    throw new AuthError(400, 'validation_failed', `${field} is nested too deeply (at most ${MAX_METADATA_DEPTH} levels)`);
  }
  if (typeof value === 'string') {
    if (hasNul(value)) throw new AuthError(400, 'validation_failed', `${field} must not contain null characters`);
  } else if (Array.isArray(value)) {
    for (const item of value) checkJson(item, field, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasNul(key)) throw new AuthError(400, 'validation_failed', `${field} must not contain null characters`);
      checkJson(item, field, depth + 1);
    }
  }
}

/** A metadata object the database can store as it is: an object, not too deep, no null characters. */
export function optionalObject(value: unknown, field: string): JsonObject | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', `${field} must be a JSON object`);
  }
  checkJson(value, field, 1);
  return value as JsonObject;
}
