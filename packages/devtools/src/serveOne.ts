import { APPS, appByDir, sitePorts } from '@portfolio/federation';
import { backendEnv, backendForOneApp } from './backend';
import { buildMissing, outdatedApps } from './build';
import { distDir } from './paths';
import { serveStatic } from './serveStatic';
import { exitOnError, stopOnSignal } from './lifecycle';

/**
 * `pnpm --filter mf-quote preview`: one app's production build, served alone on its port of this copy (PORT and
 * the ports after it, or MF_QUOTE_PORT), talking to the backend of the same settings (SUPABASE_URL or BACKEND_PORT).
 */
async function main() {
  const app = appByDir(process.argv[2] ?? '');
  if (!app)
    throw new Error(
      `Usage: serveOne <${Object.values(APPS)
        .map((a) => a.dir)
        .join('|')}>`,
    );
  const port = sitePorts(process.env)[app];
  buildMissing([app], outdatedApps([app]));
  const backend = await backendForOneApp(process.env);
  const env = { ...process.env, ...(backend.anonKey ? backendEnv(backend) : { SUPABASE_URL: backend.url }) };
  const server = await serveStatic(distDir(app), port, env);
  stopOnSignal([backend.stop, server.close]);
  console.log(`${APPS[app].dir} (production build) at ${server.url}, talking to the backend at ${backend.url}`);
}

main().catch(exitOnError);
