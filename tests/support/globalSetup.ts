import { APPS, REMOTE_NAMES, type AppName } from '@portfolio/federation';
import { buildMissing, distDir, serveStatic } from '@portfolio/devtools';
import { startBackend } from '@portfolio/backend';
import { E2E_LIMITS } from './limits';
import { TEST_PORTS } from './ports';

/** Starts a fresh in-memory backend and serves every production build on the test ports. */
export default async function globalSetup() {
  buildMissing();
  // The suite signs up, signs in and submits forms hundreds of times from one address: lift every throttle here only.
  const backend = await startBackend({ port: TEST_PORTS.backend, dataDir: 'memory://', quiet: true, limits: E2E_LIMITS });
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${TEST_PORTS[name]}/mf-manifest.json`]),
  );
  const env = { ...process.env, ...remoteUrls, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey };
  const servers = await Promise.all((Object.keys(APPS) as AppName[]).map((app) => serveStatic(distDir(app), TEST_PORTS[app], env)));

  // Workers inherit these: tests reach the backend (and its service key, for assertions) through them.
  Object.assign(process.env, remoteUrls, {
    TEST_SUPABASE_URL: backend.url,
    TEST_SUPABASE_ANON_KEY: backend.anonKey,
    TEST_SUPABASE_SERVICE_KEY: backend.serviceKey,
  });

  return async () => {
    await Promise.all(servers.map((s) => s.close()));
    await backend.stop();
  };
}
