import { APPS, sitePorts, type AppName } from '@portfolio/federation';
import { placeholdersIn } from '@portfolio/ui/site';
import { backendEnv, useBackend } from './backend';
import { buildMissing, outdatedApps } from './build';
import { placeholdersBanner } from './constants';
import type { Lifecycle } from './lifecycle';
import { distDir } from './paths';
import { serveStatic } from './serveStatic';
import { withDevPreviewOrigin } from './preview/previewLink';

/** `pnpm start` once its settings are checked (start.ts): build what is missing, start the backend, serve every build. */
export async function startSite(lifecycle: Lifecycle) {
  const ports = sitePorts(process.env);
  // A site-config change since the last build is picked up here: the builds made from the old config are made again.
  const outdated = outdatedApps();
  if (outdated.length) console.log(`The site config changed since ${outdated.map((a) => APPS[a].dir).join(', ')} was built: rebuilding.`);
  buildMissing(undefined, outdated);
  const backend = await useBackend();
  lifecycle.add(backend.stop);
  // In development a tab may preview a remote served by `pnpm preview` on this machine (docs/decisions/028-preview-inside-the-real-site.md).
  const env = withDevPreviewOrigin({ ...process.env, ...backendEnv(backend) }, ports.shell);
  for (const app of Object.keys(APPS) as AppName[]) {
    const server = await serveStatic(distDir(app), ports[app], env);
    lifecycle.add(server.close);
  }
  console.log('\nRemotes:');
  for (const app of Object.keys(APPS).filter((a) => a !== 'shell') as AppName[]) {
    console.log(`  ${APPS[app].dir.padEnd(13)} http://localhost:${ports[app]}`);
  }
  const placeholders = placeholdersIn();
  if (placeholders.length) console.log(`\n${placeholdersBanner(placeholders)}`);
  console.log(`\nThe site is running at http://localhost:${ports.shell}  (Ctrl-C stops everything)`);
}
