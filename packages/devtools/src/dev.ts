import { spawn, type ChildProcess } from 'node:child_process';
import { APPS, sitePorts, type AppName } from '@portfolio/federation';
import { backendEnv, useBackend } from './backend';
import { appDir } from './paths';
import { stopOnSignal } from './lifecycle';

/** `pnpm dev`: the backend, then every app's rsbuild dev server with live reload, on this copy's ports (PORT, BACKEND_PORT). */
async function main() {
  const ports = sitePorts(process.env);
  const backend = await useBackend();
  const env = { ...process.env, ...backendEnv(backend) };
  const children: ChildProcess[] = (Object.keys(APPS) as AppName[]).map((app) =>
    spawn('pnpm', ['exec', 'rsbuild', 'dev'], { cwd: appDir(app), env, stdio: 'inherit' }),
  );
  stopOnSignal([backend.stop, ...children.map((c) => () => void c.kill('SIGTERM'))]);
  console.log(`\nDev servers starting; the site will be at http://localhost:${ports.shell}  (Ctrl-C stops everything)`);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
