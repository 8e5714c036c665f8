import { APPS, BACKEND_PORT, REMOTE_NAMES, type RemoteName } from './ports';

/** `/app-config.json`: what the browser needs to reach the backend. Never holds the service key. */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export type RemotesManifest = Record<RemoteName, string>;

const envName = (remote: RemoteName) => `REMOTE_${remote.toUpperCase()}_URL`;

/**
 * `/remotes.json`: where each remote's manifest is. Defaults to the local ports; `REMOTE_MF_QUOTE_URL`
 * (and so on) moves one remote without rebuilding the shell.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env, host = 'localhost'): RemotesManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, env[envName(name)] ?? `http://${host}:${APPS[name].port}/mf-manifest.json`])) as RemotesManifest;
}

export const defaultBackendUrl = (host = '127.0.0.1') => `http://${host}:${BACKEND_PORT}`;

/**
 * Resolves the runtime config: SUPABASE_URL / SUPABASE_ANON_KEY when set, else the embedded backend,
 * whose public anon key is read from its `/_dev/config` endpoint.
 */
export async function appConfig(env: NodeJS.ProcessEnv = process.env): Promise<AppConfig> {
  const supabaseUrl = env.SUPABASE_URL ?? defaultBackendUrl();
  if (env.SUPABASE_ANON_KEY) return { supabaseUrl, supabaseAnonKey: env.SUPABASE_ANON_KEY };
  try {
    const res = await fetch(`${supabaseUrl}/_dev/config`);
    const body = (await res.json()) as { anonKey?: string };
    return { supabaseUrl, supabaseAnonKey: body.anonKey ?? '' };
  } catch {
    // The backend is not up yet: the client shows its own connection errors.
    return { supabaseUrl, supabaseAnonKey: '' };
  }
}
