import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvironmentConfig } from '@rsbuild/core';
import { escapeRegExp } from './escapeRegExp';
import { SHARED } from './shared';
import { remoteBaseToken } from './areas/domProtocol';

/** Where an app's server bundle goes, beside (not inside) `dist`, so a release never ships it. */
export const SERVER_DIST = 'dist-server';

/** The file of a server bundle that the prerender imports. */
export const SERVER_ENTRY_FILE = 'server.js';

export { remoteBaseToken };

/**
 * What a server bundle leaves to Node: the shared singletons (and their entry points), with React Router, Emotion and
 * MUI under them, so the prerender process holds one copy of each as a page does (one store, one context).
 */
export const SERVER_EXTERNAL = new RegExp(`^(${[...Object.keys(SHARED).map(escapeRegExp), 'react-router', '@emotion/[^/]+', '@mui/[^/]+'].join('|')})(/.*)?$`);

/** A module exporting a loader per expose of a remote: the entry of its server bundle. */
export function exposesEntry(root: string, exposes: Record<string, string>): string {
  const dir = path.join(root, 'node_modules', '.portfolio');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server-entry.mjs');
  const lines = Object.entries(exposes).map(([name, src]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(root, src))}),`);
  writeFileSync(file, `// Written by @portfolio/federation (serverBundle.ts).\nexport const exposes = {\n${lines.join('\n')}\n};\n`);
  return file;
}

/**
 * Where a remote's browser build finds its assets: its `auto` public path, worked out from its entry script in
 * `static/js/`. The server bundle writes the same URLs, so its HTML is what the client hydrates.
 */
export const remoteAssetPrefix = (remote: string) => `${remoteBaseToken(remote)}static/js/../../`;

/**
 * The rsbuild environment `node` of an app: its server bundle (`dist-server/server.js`), which the prerender imports
 * to render pages with react-dom/server. A remote's exports every expose; the shell's is its prerender entry. Asset
 * URLs are those of the browser build (same content hashes): the shell's from the site root, a remote's behind its
 * base token (remoteAssetPrefix).
 */
export function serverEnvironment(name: string, entry: string): EnvironmentConfig {
  return {
    source: { entry: { server: entry } },
    output: {
      target: 'node',
      distPath: { root: SERVER_DIST },
      filename: { js: '[name].js' },
      assetPrefix: name === 'shell' ? '/' : remoteAssetPrefix(name),
      emitAssets: false,
      minify: false,
      externals: [
        ({ request }: { request?: string }, callback: (err?: Error, result?: string) => void) =>
          request && SERVER_EXTERNAL.test(request) ? callback(undefined, `commonjs ${request}`) : callback(),
      ],
    },
    // Chunks load with require(), which the prerender watches to learn what a page loaded (a case study's content).
    tools: { rspack: { output: { chunkFormat: 'commonjs', chunkLoading: 'require' } } },
  };
}
