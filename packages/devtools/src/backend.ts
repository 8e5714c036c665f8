import { READ_MAIL_HINT, startBackend } from '@portfolio/backend';
import { publishableKey, sitePorts } from '@portfolio/federation';
import { SUPABASE_KEY_MISSING } from './preflight/constants';

export interface RunningBackend {
  url: string;
  anonKey: string;
  stop: () => Promise<void>;
}

/** The settings that point the site's servers at a backend: both key names, so neither spelling can name another. */
export const backendEnv = (backend: Pick<RunningBackend, 'url' | 'anonKey'>) => ({
  SUPABASE_URL: backend.url,
  SUPABASE_PUBLISHABLE_KEY: backend.anonKey,
  SUPABASE_ANON_KEY: backend.anonKey,
});

/**
 * The backend the site talks to: a hosted project when SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (or the older
 * SUPABASE_ANON_KEY) are set (SUPABASE_URL alone is refused), otherwise the embedded one on BACKEND_PORT (54321)
 * with its own data directory under packages/backend/.data. E-mailed links land on this copy's shell (PORT) unless
 * SITE_URL says otherwise.
 */
export async function useBackend(env: NodeJS.ProcessEnv = process.env): Promise<RunningBackend> {
  const key = publishableKey(env);
  // A SUPABASE_URL without its key is a mistake, never a reason to use another backend than the one named.
  if (env.SUPABASE_URL && !key) throw new Error(SUPABASE_KEY_MISSING);
  if (env.SUPABASE_URL && key) {
    console.log(`Using the backend at ${env.SUPABASE_URL}`);
    return { url: env.SUPABASE_URL, anonKey: key, stop: async () => {} };
  }
  const ports = sitePorts(env);
  const backend = await startBackend({ quiet: true, port: ports.backend, siteUrl: env.SITE_URL || `http://localhost:${ports.shell}` });
  const mail = ports.backend === 54321 ? READ_MAIL_HINT : `BACKEND_PORT=${ports.backend} ${READ_MAIL_HINT}`;
  console.log(`Embedded backend (Supabase-compatible API) on ${backend.url}`);
  console.log(`  anon key:    ${backend.anonKey}`);
  console.log(`  service key: ${backend.serviceKey}  (for scripts and admin use only; never put it in a browser)`);
  console.log(`  e-mails:     ${mail}`);
  return backend;
}

/**
 * The backend a remote run alone talks to: SUPABASE_URL when set, else this copy's embedded backend when one
 * already answers on BACKEND_PORT (a `pnpm start` or `pnpm dev` beside it), else one it starts itself.
 */
export async function backendForOneApp(env: NodeJS.ProcessEnv = process.env): Promise<RunningBackend> {
  if (env.SUPABASE_URL) return { url: env.SUPABASE_URL, anonKey: publishableKey(env) ?? '', stop: async () => {} };
  const url = `http://127.0.0.1:${sitePorts(env).backend}`;
  const running = await fetch(`${url}/_dev/config`)
    .then((res) => (res.ok ? (res.json() as Promise<{ anonKey?: string }>) : null))
    .catch(() => null);
  if (running?.anonKey) return { url, anonKey: running.anonKey, stop: async () => {} };
  return useBackend(env);
}
