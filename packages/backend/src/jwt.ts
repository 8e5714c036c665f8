import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

export const API_ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];

export interface Claims extends JWTPayload {
  role?: string;
  email?: string;
  session_id?: string;
}

export type Verified =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

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

export async function verifyJwt(token: string, secret: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    return { ok: true, claims: payload as Claims };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    const message = err instanceof Error ? err.message : 'invalid JWT';
    return { ok: false, reason: 'invalid', message };
  }
}

// Fixed iat/exp make the API keys a pure function of the secret, so they survive restarts.
const KEY_ISSUED_AT = 1735689600;
const KEY_EXPIRES_AT = 2082758400;

export function apiKey(role: 'anon' | 'service_role', secret: string): Promise<string> {
  return signJwt({ iss: 'supabase', ref: 'local', role, iat: KEY_ISSUED_AT, exp: KEY_EXPIRES_AT }, secret);
}
