import { APPS, appByDir } from '@portfolio/federation';
import { buildMissing } from './build';
import { distDir } from './paths';
import { serveStatic } from './serveStatic';
import { stopOnSignal } from './lifecycle';

/** `pnpm --filter mf-quote preview`: one app's production build, served alone on its port. */
async function main() {
  const app = appByDir(process.argv[2] ?? '');
  if (!app) throw new Error(`Usage: serveOne <shell|mf-portfolio|mf-quote|mf-forms|mf-account>`);
  buildMissing([app]);
  const server = await serveStatic(distDir(app), Number(process.env.PORT ?? APPS[app].port));
  stopOnSignal([server.close]);
  console.log(`${APPS[app].dir} (production build) at ${server.url}`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
