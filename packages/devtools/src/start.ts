import { APPS, sitePorts, type AppName } from '@portfolio/federation';
import { buildMissing, outdatedApps } from './build';
import { backendEnv, useBackend } from './backend';
import { serveStatic } from './serveStatic';
import { distDir } from './paths';
import { stopOnSignal } from './lifecycle';
import { placeholdersIn } from '@portfolio/ui/site';

/** `pnpm start`: build what is missing, start the backend, serve every production build on this copy's ports. */
async function main() {
  const ports = sitePorts(process.env);
  // A site-config change since the last build is picked up here: the builds made from the old config are made again.
  const outdated = outdatedApps();
  if (outdated.length) console.log(`The site config changed since ${outdated.map((a) => APPS[a].dir).join(', ')} was built: rebuilding.`);
  buildMissing(undefined, outdated);
  const backend = await useBackend();
  const env = { ...process.env, ...backendEnv(backend) };
  const servers = [];
  for (const app of Object.keys(APPS) as AppName[]) {
    servers.push(await serveStatic(distDir(app), ports[app], env));
  }
  stopOnSignal([backend.stop, ...servers.map((s) => s.close)]);
  console.log('\nRemotes:');
  for (const app of Object.keys(APPS).filter((a) => a !== 'shell') as AppName[]) {
    console.log(`  ${APPS[app].dir.padEnd(13)} http://localhost:${ports[app]}`);
  }
  const placeholders = placeholdersIn();
  if (placeholders.length) console.log(`\nSite config placeholders to fill in (site.config.json): ${placeholders.join(', ')}`);
  console.log(`\nThe site is running at http://localhost:${ports.shell}  (Ctrl-C stops everything)`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
