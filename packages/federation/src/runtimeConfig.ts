import { REMOTE_NAMES, sitePorts, type RemoteName } from './ports';
import { publishableKey } from './supabaseKeys';
import { PREVIEW_ORIGINS_VAR, parsePreviewOrigins } from './preview';

/** `/app-config.json`: what the browser needs to reach the backend. Never holds the service key. */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Origins a tab may preview a remote from (PREVIEW_ORIGINS); absent: previews off (docs/decisions/028-preview-inside-the-real-site.md). */
  previewOrigins?: string[];
}

/** PREVIEW_ORIGINS of this environment: the one source of the app config's list and of the CSP's preview sources. */
export const previewOrigins = (env: NodeJS.ProcessEnv = process.env) => parsePreviewOrigins(env[PREVIEW_ORIGINS_VAR]);

/** The app config's `previewOrigins`, only when previews are on. */
export function withPreviewOrigins(config: AppConfig, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const origins = previewOrigins(env);
  return origins.length ? { ...config, previewOrigins: origins } : config;
}

export type RemotesManifest = Record<RemoteName, string>;

const envName = (remote: RemoteName) => `REMOTE_${remote.toUpperCase()}_URL`;

/**
 * `/remotes.json`: where each remote's manifest is. Defaults to this copy's local ports (sitePorts: PORT and
 * the ports after it); `REMOTE_MF_QUOTE_URL` (and so on) moves one remote without rebuilding the shell.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env, host = 'localhost'): RemotesManifest {
  const ports = sitePorts(env);
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, env[envName(name)] ?? `http://${host}:${ports[name]}/mf-manifest.json`])) as RemotesManifest;
}

/** The embedded backend of this copy (BACKEND_PORT, default 54321). */
export const defaultBackendUrl = (env: NodeJS.ProcessEnv = process.env, host = '127.0.0.1') => `http://${host}:${sitePorts(env).backend}`;

/** The backend this copy talks to: SUPABASE_URL when set, else its embedded backend. */
export const backendUrl = (env: NodeJS.ProcessEnv = process.env) => env.SUPABASE_URL || defaultBackendUrl(env);

/**
 * Resolves the runtime config: SUPABASE_URL / SUPABASE_PUBLISHABLE_KEY (or SUPABASE_ANON_KEY) when set, else this copy's embedded backend (BACKEND_PORT),
 * whose public anon key is read from its `/_dev/config` endpoint.
 */
export async function appConfig(env: NodeJS.ProcessEnv = process.env): Promise<AppConfig> {
  return withPreviewOrigins(await backendConfig(env), env);
}

async function backendConfig(env: NodeJS.ProcessEnv): Promise<AppConfig> {
  const supabaseUrl = backendUrl(env);
  const key = publishableKey(env);
  if (key) return { supabaseUrl, supabaseAnonKey: key };
  try {
    const res = await fetch(`${supabaseUrl}/_dev/config`);
    const body = (await res.json()) as { anonKey?: string };
    return { supabaseUrl, supabaseAnonKey: body.anonKey ?? '' };
  } catch {
    // The backend is not up yet: the client shows its own connection errors.
    return { supabaseUrl, supabaseAnonKey: '' };
  }
}
