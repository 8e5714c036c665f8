import { readFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import { REPLAY_AREA_NAMES } from './areas/remoteAreas';
import path from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPluginAPI } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sitePorts, type AppName } from './ports';
import { providedShared, requiredRanges, sharedConfig } from './shared';
import { keepServerRendererOutOfLibReact } from './splitChunks';
import { runtimeConfigMiddleware } from './middleware';
import { precompressDir } from './precompress';
import { writeChunkGroups } from './chunkGroups';
import { RUNTIME_CORE_FILE, runtimeCoreDir } from './runtimeCore';
import { currentConfigHash, writeStamp } from './siteConfigStamp';
import { assertSiteConfig } from './validateSiteConfig';
import { exposesEntry, serverEnvironment } from './serverBundle';
import { feedLinkTags } from './feeds';

export interface AppOptions {
  /** Federation name, e.g. `mf_quote`, or `shell` for the host. */
  name: AppName;
  /** The app's folder (pass `import.meta.dirname` / `__dirname`). */
  root: string;
  /** Exposed modules: `{ './QuoteWizard': './src/exposes/QuoteWizard.tsx' }`. Remotes only. */
  exposes?: Record<string, string>;
  /** Page title of the app's own HTML page. */
  title: string;
  /**
   * Modules each bundled on its own and inlined first in the head, in this order, so they run before anything else on
   * the page (the shell's colour scheme and early-input capture). Served pages allow them by their hashes
   * (inlineScriptHashes), never by 'unsafe-inline'.
   */
  headScript?: string | string[];
}

/**
 * Constants a head script reads from the area table without bundling it: the areas whose early input is replayed
 * (docs/decisions/013-the-area-table-is-the-contract.md).
 */
export const HEAD_SCRIPT_DEFINES = { __REPLAY_AREAS__: JSON.stringify(REPLAY_AREA_NAMES) } as const;

/** A module and its imports as one small script to inline. */
export function inlineScript(file: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: HEAD_SCRIPT_DEFINES,
  });
  return outputFiles[0]!.text.trim();
}

/** Runs after `rsbuild build` (never in dev), with the browser build's (environment `web`) output folder and stats. */
function afterWebBuild(api: RsbuildPluginAPI, run: (distPath: string, stats: unknown) => void) {
  api.onAfterBuild(({ stats, environments }) => {
    const web = environments.web;
    if (web) run(web.distPath, stats && 'stats' in stats ? stats.stats[web.index] : stats);
  });
}

/** The whole rsbuild + federation config of one app; each app's `rsbuild.config.ts` is a call to this. */
export function createAppConfig({ name, root, exposes, title, headScript }: AppOptions): RsbuildConfig {
  // Every app bundles the owner's identity: a config that breaks the schema stops the build with its problems listed.
  assertSiteConfig();
  const isHost = name === 'shell';
  const entry = isHost ? './src/index.ts' : './src/standalone/index.ts';
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return defineConfig({
    root,
    environments: {
      web: { source: { entry: { index: entry } } },
      // Beside the browser build, a server bundle the prerender renders pages with, in Node (no browser at build time).
      node: serverEnvironment(name, isHost ? './src/prerender/server.tsx' : exposesEntry(root, exposes ?? {})),
    },
    source: {
      // The host creates its federation runtime itself, when a page first needs a remote; these are its inputs.
      define: isHost
        ? {
            __SHELL_SHARED__: JSON.stringify(providedShared(root, pkg.dependencies)),
            // The runtime's browser-only code paths, as the build plugin's optimization.target 'web' gives the remotes.
            ENV_TARGET: JSON.stringify('web'),
          }
        : {},
    },
    html: {
      title,
      template: path.join(import.meta.dirname, '..', 'static', 'index.html'),
      // Remotes build with assetPrefix 'auto'; the base keeps deep links working when served alone.
      tags: [
        ...[headScript ?? []].flat().map((file) => ({ tag: 'script', children: inlineScript(file), head: true, append: false })),
        { tag: 'base', attrs: { href: '/' }, head: true, append: false },
        // The host asks for the remotes' locations while its own scripts are still downloading.
        ...(isHost ? [{ tag: 'link', attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }, head: true }] : []),
        // Every page of the site advertises the notes' feeds (issue 41).
        ...(isHost ? feedLinkTags() : []),
        // A remote uses the host's federation runtime; served alone, its page loads the runtime itself, first.
        ...(isHost ? [] : [{ tag: 'script', attrs: { src: RUNTIME_CORE_FILE }, head: true, append: false }]),
      ],
    },
    output: {
      assetPrefix: isHost ? '/' : 'auto',
      filenameHash: true,
      cleanDistPath: true,
      minify: process.env.NO_MINIFY ? false : true,
    },
    tools: {
      rspack: (config) => {
        config.optimization ??= {};
        // Named chunks make the bench and the "downloaded once" test able to tell libraries apart.
        config.optimization.chunkIds = 'named';
        config.output ??= {};
        config.output.uniqueName = name;
        // Remotes share react-dom per entry point; the host, an ordinary bundle, keeps react-dom/server out of lib-react.
        if (isHost) keepServerRendererOutOfLibReact(config);
        return config;
      },
    },
    server: {
      // Remotes: the runtime file for their own page comes from a generated folder, in dev and in the build.
      ...(isHost ? {} : { publicDir: [{ name: path.join(root, 'public') }, { name: runtimeCoreDir(), copyOnBuild: true }] }),
      // This copy's port for the app (PORT, or <REMOTE>_PORT, or the port after the shell's): `pnpm dev` takes the same settings as `pnpm start`.
      port: sitePorts(process.env)[name],
      strictPort: true,
      cors: true,
      historyApiFallback: true,
      setup: ({ server }) => {
        server.middlewares.use(runtimeConfigMiddleware());
      },
    },
    dev: { lazyCompilation: false },
    plugins: [
      pluginReact(),
      // Brotli and gzip files beside every text asset, served as they are by `pnpm start` and nginx.
      { name: 'portfolio:precompress', setup: (api: RsbuildPluginAPI) => afterWebBuild(api, (distPath) => precompressDir(distPath)) },
      // Which site config the build was made from: `pnpm start` rebuilds when it has changed since (siteConfigStamp.ts).
      {
        name: 'portfolio:site-config-stamp',
        setup: (api: RsbuildPluginAPI) => afterWebBuild(api, (distPath) => writeStamp(distPath, currentConfigHash(path.resolve(root, '..')))),
      },
      // The files of the host's named on-demand chunks (`webpackChunkName`), which a composed page preloads when it needs them.
      ...(isHost
        ? [{ name: 'portfolio:chunk-groups', setup: (api: RsbuildPluginAPI) => afterWebBuild(api, (distPath, stats) => writeChunkGroups(distPath, stats)) }]
        : []),
      // Remotes are federation containers. The shell is an ordinary bundle that creates the federation runtime
      // only when a page first needs a remote (shell/src/remotes/federationRuntime.ts): the runtime (about 23 kB gzip)
      // is off the critical path of pages whose remotes are below the fold or not there at all.
      ...(isHost
        ? []
        : [
            pluginModuleFederation(
              {
                name,
                exposes,
                shared: sharedConfig(requiredRanges(pkg.dependencies)),
                dts: false,
                manifest: true,
                shareStrategy: 'loaded-first',
                // The runtime is the shell's (about 18 kB gzip less per remote); a remote loads no remotes of its own, so
                // its entry also drops the remote-loading and manifest-snapshot code, and the runtime's Node code paths.
                experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
              },
              // The browser build only: the server bundle is a plain module of the exposes.
              { environment: 'web' },
            ),
          ]),
    ],
  });
}
