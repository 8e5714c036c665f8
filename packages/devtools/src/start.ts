import { APPS, type AppName } from '@portfolio/federation';
import { buildMissing } from './build';
import { useBackend } from './backend';
import { serveStatic } from './serveStatic';
import { distDir } from './paths';
import { stopOnSignal } from './lifecycle';
import { placeholdersIn } from '@portfolio/ui/site';

/** `pnpm start`: build what is missing, start the backend, serve every production build. */
async function main() {
  buildMissing();
  const backend = await useBackend();
  const env = { ...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey };
  const servers = [];
  for (const app of Object.keys(APPS) as AppName[]) {
    servers.push(await serveStatic(distDir(app), APPS[app].port, env));
  }
  stopOnSignal([backend.stop, ...servers.map((s) => s.close)]);
  console.log('\nRemotes:');
  for (const app of Object.keys(APPS).filter((a) => a !== 'shell') as AppName[]) {
    console.log(`  ${APPS[app].dir.padEnd(13)} http://localhost:${APPS[app].port}`);
  }
  const placeholders = placeholdersIn();
  if (placeholders.length) console.log(`\nSite config placeholders to fill in (site.config.json): ${placeholders.join(', ')}`);
  console.log(`\nThe site is running at http://localhost:${APPS.shell.port}  (Ctrl-C stops everything)`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
