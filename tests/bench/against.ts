import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `pnpm bench --against <checkout>`: another checkout of this repository (a git worktree of the commit before a
 * change), built and served by its own devtools, so that its pages are exactly what that commit shipped.
 */
export interface OtherCheckout {
  dir: string;
  commit: string;
  /** Its APPS and REMOTE_NAMES, in its own order. */
  apps: string[];
  remotes: string[];
  /** Serves each of its apps on `port(app)` with `env`, as its own `pnpm start` would. */
  serve(port: (app: string) => number, env: NodeJS.ProcessEnv): Promise<Array<{ close(): Promise<void> }>>;
}

interface ItsDevtools {
  serveStatic(dir: string, port: number, env: NodeJS.ProcessEnv): Promise<{ close(): Promise<void> }>;
  distDir(app: string): string;
  buildMissing(): void;
}

/**
 * `--against <dir>` or `--against=<dir>`, resolved from where pnpm was started (INIT_CWD: the script itself runs in
 * tests/); undefined without it.
 */
export function againstArg(argv: readonly string[], from = process.env.INIT_CWD ?? process.cwd()): string | undefined {
  const i = argv.indexOf('--against');
  const value = argv.find((a) => a.startsWith('--against='))?.slice('--against='.length) ?? (i >= 0 ? argv[i + 1] : undefined);
  if (i >= 0 && (!value || value.startsWith('--'))) throw new Error('--against needs a checkout folder, e.g. --against ../before');
  return value && path.resolve(from, value);
}

/** The other checkout's apps, in its own order: the remotes' manifest URLs are given to its shell by environment. */
export async function openCheckout(dir: string): Promise<OtherCheckout> {
  const load = async <T>(pkg: string) => (await import(pathToFileURL(path.join(dir, 'packages', pkg, 'src', 'index.ts')).href)) as T;
  const devtools = await load<ItsDevtools>('devtools');
  const federation = await load<{ APPS: Record<string, unknown>; REMOTE_NAMES: readonly string[] }>('federation');
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  devtools.buildMissing();
  const apps = Object.keys(federation.APPS);
  return {
    dir,
    commit,
    apps,
    remotes: [...federation.REMOTE_NAMES],
    serve: (port, env) => Promise.all(apps.map((app) => devtools.serveStatic(devtools.distDir(app), port(app), env))),
  };
}
