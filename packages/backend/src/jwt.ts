import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';

export const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
}

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let bytes = keyCache.get(secret);
  if (!bytes) {
    bytes = new TextEncoder().encode(secret);
    keyCache.set(secret, bytes);
  }
  return bytes;
}

export function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));
}

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

// Verified tokens by their text: a signed-in browser sends the same token for an hour, so its HMAC runs once.
const verifiedCache = new Map<string, Claims>();
const CACHE_SIZE = 1000;

function checkTimes(claims: Claims): Verified {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp === 'number' && now >= claims.exp) return { ok: false, reason: 'expired', message: 'JWT expired' };
  if (typeof claims.nbf === 'number' && now < claims.nbf) {
    return { ok: false, reason: 'invalid', message: '"nbf" claim timestamp check failed' };
  }
  return { ok: true, claims };
}

/** HS256 verification with node:crypto, synchronously: WebCrypto's async round trip cost more than the query. */
export async function verifyJwt(token: string, secret: string): Promise<Verified> {
  const cached = verifiedCache.get(`${secret}\0${token}`);
  if (cached) return checkTimes(cached);
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid', message: 'Invalid Compact JWS' };
  const [header, payload, signature] = parts as [string, string, string];
  let claims: unknown;
  try {
    const head = decodeJson(header) as { alg?: unknown; crit?: unknown };
    if (head.alg !== 'HS256') return { ok: false, reason: 'invalid', message: '"alg" (Algorithm) Header Parameter value not allowed' };
    if (head.crit !== undefined) return { ok: false, reason: 'invalid', message: 'Unsupported "crit" header' };
    claims = decodeJson(payload);
  } catch {
    return { ok: false, reason: 'invalid', message: 'Invalid Compact JWS' };
  }
  const expected = createHmac('sha256', key(secret)).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid', message: 'signature verification failed' };
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, reason: 'invalid', message: 'JWT Claims Set must be a top-level JSON object' };
  }
  const result = checkTimes(claims as Claims);
  if (result.ok) {
    if (verifiedCache.size >= CACHE_SIZE) verifiedCache.delete(verifiedCache.keys().next().value!);
    verifiedCache.set(`${secret}\0${token}`, result.claims);
  }
  return result;
}

// Fixed iat/exp make the API keys a pure function of the secret, so they survive restarts.
const KEY_ISSUED_AT = 1735689600;
const KEY_EXPIRES_AT = 2082758400;

export function apiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return signJwt({ iss: 'supabase', ref: 'local', role, iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT }, secret);
}
