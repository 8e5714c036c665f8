import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, sitePorts, type AppName } from '@portfolio/federation';
import { backendEnv, useBackend } from './backend';
import { appDir } from './paths';
import { exitOnError, stopOnSignal } from './lifecycle';
import { startProblems } from './preflight/preflight';
import { machineProbes } from './preflight/probes';

/**
 * `pnpm dev`: the settings checked as for `pnpm start` (preflight), the backend, then every app's rsbuild dev server
 * with live reload, on this copy's ports (PORT, BACKEND_PORT).
 */
async function main() {
  const problems = await startProblems(process.env, machineProbes, 'pnpm dev');
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
  const ports = sitePorts(process.env);
  const backend = await useBackend();
  const env = { ...process.env, ...backendEnv(backend) };
  const children: ChildProcess[] = (Object.keys(APPS) as AppName[]).map((app) =>
    spawn('pnpm', ['exec', 'rsbuild', 'dev'], { cwd: appDir(app), env, stdio: 'inherit' }),
  );
  stopOnSignal([backend.stop, ...children.map((c) => () => void c.kill('SIGTERM'))]);
  console.log(`\nDev servers starting; the site will be at http://localhost:${ports.shell}  (Ctrl-C stops everything)`);
}

main().catch(exitOnError);
