import { READ_MAIL_HINT, startBackend } from '@portfolio/backend';

export interface RunningBackend {
  url: string;
  anonKey: string;
  stop: () => Promise<void>;
}

/**
 * The backend the site talks to: a hosted project when SUPABASE_URL and SUPABASE_ANON_KEY are set,
 * otherwise the embedded one on port 54321 with its data directory under packages/backend/.data.
 */
export async function useBackend(env: NodeJS.ProcessEnv = process.env): Promise<RunningBackend> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    console.log(`Using the backend at ${env.SUPABASE_URL}`);
    return { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY, stop: async () => {} };
  }
  const backend = await startBackend({ quiet: true });
  console.log(`Embedded backend (Supabase-compatible API) on ${backend.url}`);
  console.log(`  anon key:    ${backend.anonKey}`);
  console.log(`  service key: ${backend.serviceKey}  (for scripts and admin use only; never put it in a browser)`);
  console.log(`  e-mails:     ${READ_MAIL_HINT}`);
  return backend;
}
