import { exitOnError, stopOnSignal } from './lifecycle';
import { startProblems } from './preflight/preflight';
import { machineProbes } from './preflight/probes';

/**
 * `pnpm start`: the settings, the site config and the ports are checked first, each problem in one line, before
 * anything is built. The rest is imported only then: it reads site.config.json, which may not parse.
 */
async function main() {
  const lifecycle = stopOnSignal();
  const problems = await startProblems(process.env, machineProbes);
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  const { startSite } = await import('./startSite');
  await startSite(lifecycle);
}

main().catch(exitOnError);
