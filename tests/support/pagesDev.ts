import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

/** Within what the workerd binary of the pinned wrangler supports (it refuses later dates). */
const COMPATIBILITY_DATE = '2026-04-01';

export interface PagesDev {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Serves a folder as Cloudflare Pages does, with `wrangler pages dev`: the same asset server (route matching,
 * `_headers`, `_redirects`, 404.html) run by workerd on this machine. No account, nothing sent anywhere (no
 * metrics, error reports, update check or `Request.cf` download), and every file it writes in a temporary folder.
 */
export async function startPagesDev(dir: string, timeoutMs = 90_000): Promise<PagesDev> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'pages-dev-'));
  const [port, inspector] = [await freePort(), await freePort()];
  const wrangler = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin', 'wrangler.js');
  const env = {
    PATH: process.env.PATH,
    HOME: scratch,
    XDG_CONFIG_HOME: scratch,
    WRANGLER_LOG_PATH: path.join(scratch, 'logs'),
    WRANGLER_REGISTRY_PATH: path.join(scratch, 'registry'),
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  };
  const args = ['pages', 'dev', dir, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector)];
  args.push('--compatibility-date', COMPATIBILITY_DATE, '--persist-to', path.join(scratch, 'state'), '--show-interactive-dev-session=false');
  // Its own process group: workerd runs as wrangler's child, and stopping the group stops both.
  const child = spawn(process.execPath, [wrangler, ...args], { cwd: scratch, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  };
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`wrangler pages dev was not ready in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (/Ready on /.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler pages dev exited (${code}) before it was ready:\n${out}`));
    });
  });
  try {
    await ready;
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, output: () => out, stop };
}
