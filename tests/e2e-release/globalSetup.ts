import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';
import { buildMissing, distDir, releaseAll } from '@portfolio/devtools';
import { startBackend } from '@portfolio/backend';
import { filledSite } from '../support/filledSite';
import { freePort } from '../support/freePort';
import { findNginx } from '../support/nginx';
import { E2E_LIMITS } from '../support/limits';

const base = Number(process.env.E2E_PORT_BASE ?? 4000);

async function waitFor(url: string, nginx: ChildProcess, log: () => string) {
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode}): ${log()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer on ${url}: ${log()}`);
}

/**
 * Releases the current builds into a temporary folder, as `pnpm release --no-build` does, with a fresh
 * embedded backend's URL and anon key and a filled-in identity, and serves the release with Debian's nginx on a free port.
 */
export default async function globalSetup() {
  const binary = findNginx(process.env);
  buildMissing();
  const backend = await startBackend({
    port: base + 351,
    dataDir: 'memory://',
    quiet: true,
    limits: E2E_LIMITS,
  });
  const out = mkdtempSync(path.join(tmpdir(), 'release-e2e-'));
  // nginx's workers drop root for an unprivileged user, who must be able to read the site.
  chmodSync(out, 0o755);
  const port = await freePort();
  const dists = Object.fromEntries((Object.keys(APPS) as AppName[]).map((a) => [a, distDir(a)]));
  // The owner's identity filled in: a release refuses placeholders, and the committed config holds them.
  releaseAll({ out, dists, env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey }, port, site: filledSite(`http://localhost:${port}`) });
  const nginx = spawn(binary, ['-p', out, '-c', 'nginx.conf', '-e', path.join(out, 'logs', 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const log = () => readFileSync(path.join(out, 'logs', 'error.log'), 'utf8').slice(-2000);
  try {
    await waitFor(`http://localhost:${port}/`, nginx, log);
  } catch (err) {
    nginx.kill('SIGQUIT');
    await backend.stop();
    throw err;
  }

  Object.assign(process.env, {
    RELEASE_DIR: out,
    RELEASE_URL: `http://localhost:${port}`,
    TEST_SUPABASE_URL: backend.url,
    TEST_SUPABASE_ANON_KEY: backend.anonKey,
    TEST_SUPABASE_SERVICE_KEY: backend.serviceKey,
  });

  return async () => {
    nginx.kill('SIGQUIT');
    await new Promise((r) => (nginx.exitCode !== null ? r(null) : nginx.once('exit', r)));
    await backend.stop();
    rmSync(out, { recursive: true, force: true });
  };
}
