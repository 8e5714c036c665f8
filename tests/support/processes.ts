import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@portfolio/devtools';

export interface Started {
  output: () => string;
  stop: () => Promise<void>;
}

/** The environment a copy of the site would get from a fresh shell: none of this test run's servers or keys. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([k]) => !/^(REMOTE_|SUPABASE_|TEST_|PORT$|BACKEND_PORT$|MF_\w+_PORT$|SITE_URL$|PUBLIC_SITE_URL$|PREVIEW_\w+$)/.test(k),
  );
  return { ...Object.fromEntries(kept), ...extra };
}

/**
 * Runs one of the repo's TypeScript entry points (as its pnpm script would) until it prints `ready`, and stops it
 * with SIGTERM, as Ctrl-C does. Fails with the output so far when it exits first.
 */
export function startScript(script: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs = 120_000): Promise<Started> {
  const tsx = path.join(REPO_ROOT, 'packages', 'devtools', 'node_modules', '.bin', 'tsx');
  const child: ChildProcess = spawn(tsx, [path.join(REPO_ROOT, script), ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`${script} did not get ready in ${timeoutMs} ms:\n${out}`))), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({ output: () => out, stop });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${out}`));
    });
  });
}
