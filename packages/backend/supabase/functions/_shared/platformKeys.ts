// The secret key an Edge Function gets from the platform, with no secret set by hand. Supabase reserves the SUPABASE_
// prefix for its own secrets: it provides SUPABASE_SECRET_KEYS (a JSON object of the project's secret keys by name,
// `default` first) on the new API keys, and SUPABASE_SERVICE_ROLE_KEY (one JWT) on the legacy ones.
// Pure and free of Deno globals, so Node's tests import it as the function does.

export const SECRET_KEYS_VAR = 'SUPABASE_SECRET_KEYS';
export const LEGACY_SECRET_KEY_VAR = 'SUPABASE_SERVICE_ROLE_KEY';

export interface PlatformKeys {
  /** The key the function's own client uses: the `default` secret key, else another one, else the legacy key. */
  client: string;
  /** Every key a caller may present as `Authorization: Bearer <key>` (the webhook and the retry job). */
  accepted: string[];
}

function secretKeysOf(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    const entries = Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
    return entries.sort(([a], [b]) => Number(b === 'default') - Number(a === 'default')).map(([, key]) => key);
  } catch {
    return [];
  }
}

export function platformKeys(env: (name: string) => string | undefined): PlatformKeys {
  const legacy = env(LEGACY_SECRET_KEY_VAR)?.trim();
  const accepted = [...secretKeysOf(env(SECRET_KEYS_VAR)), ...(legacy ? [legacy] : [])];
  return { client: accepted[0] ?? '', accepted };
}
