/**
 * Hosted Supabase's key names: the publishable key (`sb_publishable_…`) and the secret key (`sb_secret_…`) replace
 * the anon and service_role keys. Both spellings of each setting are read, the new one first.
 */
export const PUBLISHABLE_KEY_VARS = ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY'] as const;
export const SECRET_KEY_VARS = ['SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

const first = (env: NodeJS.ProcessEnv, names: readonly string[]) => names.map((n) => env[n]?.trim()).find((v) => v) || undefined;

/** The role a legacy JWT key carries (`anon`, `service_role`), or null for anything else. */
function jwtRole(key: string): string | null {
  const payload = key.split('.')[1];
  if (!payload || key.split('.').length !== 3) return null;
  try {
    return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: string }).role ?? null;
  } catch {
    return null;
  }
}

/**
 * The key the browser gets (`/app-config.json`): SUPABASE_PUBLISHABLE_KEY, else SUPABASE_ANON_KEY. A secret key in
 * either is refused, since it would bypass row-level security for every visitor.
 */
export function publishableKey(env: NodeJS.ProcessEnv): string | undefined {
  const key = first(env, PUBLISHABLE_KEY_VARS);
  if (key && (key.startsWith('sb_secret_') || jwtRole(key) === 'service_role')) {
    throw new Error(
      `${PUBLISHABLE_KEY_VARS.find((n) => env[n]?.trim())} holds a secret (service_role) key: give the site the publishable (anon) key; the secret key never goes into a browser.`,
    );
  }
  return key;
}

/** The key scripts and servers use to bypass row-level security: SUPABASE_SECRET_KEY, else SUPABASE_SERVICE_ROLE_KEY. */
export const secretKey = (env: NodeJS.ProcessEnv): string | undefined => first(env, SECRET_KEY_VARS);
