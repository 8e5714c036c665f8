import { existsSync, readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { APPS, REMOTE_NAMES, SERVER_DIST, SERVER_ENTRY_FILE, escapeRegExp, type AppName, type RemoteName } from '@portfolio/federation';
import { appDir, distDir } from '../paths';
import type { MfManifest } from './preloads';
import type { EmotionRule } from './types';

/** What the shell's server entry (shell/src/prerender/server.tsx) renders a path to. */
export interface RenderedPage {
  html: string;
  rules: EmotionRule[];
  globalCss: string;
  inserted: string[];
}

interface ShellServer {
  renderPage(path: string, remotes: Record<string, unknown>): Promise<RenderedPage>;
  prerenderedAreaIds(): string[];
}

interface RemoteServer {
  exposes: Record<string, () => Promise<unknown>>;
}

export interface ServerBundles {
  /** The remote areas the shell's table prerenders (`mf_forms/ServicesPage`, …): only their slots' HTML is kept. */
  prerenderedAreas: ReadonlySet<string>;
  /** Renders a path; `extraFiles`: per remote, its browser files for the chunks the render loaded that no expose lists as its own. */
  render(path: string): Promise<{ result: RenderedPage; extraFiles: Partial<Record<RemoteName, string[]>> }>;
}

const require = createRequire(import.meta.url);

function serverBundle<T>(app: AppName): T {
  const file = path.join(appDir(app), SERVER_DIST, SERVER_ENTRY_FILE);
  if (!existsSync(file)) throw new Error(`No server bundle of ${APPS[app].dir} at ${file}: build it (\`pnpm --filter ${APPS[app].dir} build\`).`);
  return require(file) as T;
}

/**
 * A server chunk's file in the browser build, when an expose loads it on demand (`case-gamble.js` →
 * `static/js/async/case-gamble.<hash>.js`): chunk names are the same in both builds.
 */
export function browserFileOf(chunkFile: string, manifest: MfManifest): string | undefined {
  const name = path.basename(chunkFile, '.js');
  const pattern = new RegExp(`(^|/)${escapeRegExp(name)}\\.[0-9a-f]+\\.js$`);
  return manifest.exposes?.flatMap((e) => e.assets?.js?.async ?? []).find((f) => pattern.test(f));
}

/**
 * Loads the server bundles (each app's `dist-server`) into this process: every remote's exposes, handed to the shell's
 * renderer as the federation runtime would hand their browser modules to the page. The shared libraries resolve to one
 * copy each in Node, as a page shares them.
 */
export async function loadServerBundles(): Promise<ServerBundles> {
  // The libraries' production builds, as in the browser build: Emotion's class names then carry no labels.
  process.env.NODE_ENV = 'production';
  const modules: Record<string, unknown> = {};
  const manifests: Partial<Record<RemoteName, MfManifest>> = {};
  for (const remote of REMOTE_NAMES) {
    const { exposes } = serverBundle<RemoteServer>(remote);
    for (const [name, load] of Object.entries(exposes)) modules[`${remote}/${name.replace(/^\.\//, '')}`] = await load();
    manifests[remote] = JSON.parse(readFileSync(path.join(distDir(remote), 'mf-manifest.json'), 'utf8')) as MfManifest;
  }
  const shell = serverBundle<ShellServer>('shell');
  const chunkDirs = new Map(REMOTE_NAMES.map((r) => [path.join(appDir(r), SERVER_DIST), r]));
  const render = async (p: string) => {
    // The chunks a remote's bundle requires while rendering: what a browser would request for the page (a case study's content).
    const loaded: string[] = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the requiring module as `this`, and put back after
    const original = Module.prototype.require;
    Module.prototype.require = function (this: NodeJS.Module, id: string): unknown {
      if (id.startsWith('./') && chunkDirs.has(path.dirname(this.filename))) loaded.push(path.resolve(path.dirname(this.filename), id));
      return original.call(this, id) as unknown;
    } as typeof original;
    try {
      const result = await shell.renderPage(p, modules);
      const extraFiles: Partial<Record<RemoteName, string[]>> = {};
      for (const file of loaded) {
        const remote = chunkDirs.get(path.dirname(file))!;
        const browserFile = browserFileOf(file, manifests[remote]!);
        if (browserFile) (extraFiles[remote] ??= []).push(browserFile);
      }
      return { result, extraFiles };
    } finally {
      Module.prototype.require = original;
    }
  };
  // Once per path: the shell and a remote both prerender a path they share (`/portfolio`, …), and a chunk is required
  // only the first time it loads, so a second render would also miss the files the first one recorded.
  const renders = new Map<string, ReturnType<typeof render>>();
  return {
    prerenderedAreas: new Set(shell.prerenderedAreaIds()),
    render(p) {
      let rendered = renders.get(p);
      if (!rendered) renders.set(p, (rendered = render(p)));
      return rendered;
    },
  };
}
