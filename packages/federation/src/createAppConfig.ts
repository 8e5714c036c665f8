import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPluginAPI } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { APPS, type AppName } from './ports';
import { requiredRanges, sharedConfig } from './shared';
import { runtimeConfigMiddleware } from './middleware';
import { precompressDir } from './precompress';
import { RUNTIME_CORE_FILE, runtimeCoreDir } from './runtimeCore';

export interface AppOptions {
  /** Federation name, e.g. `mf_quote`, or `shell` for the host. */
  name: AppName;
  /** The app's folder (pass `import.meta.dirname` / `__dirname`). */
  root: string;
  /** Exposed modules: `{ './QuoteWizard': './src/exposes/QuoteWizard.tsx' }`. Remotes only. */
  exposes?: Record<string, string>;
  /** Page title of the app's own HTML page. */
  title: string;
  /** Federation runtime plugins (files default-exporting a plugin factory), relative to `root`. */
  runtimePlugins?: string[];
}

/** The whole rsbuild + federation config of one app; each app's `rsbuild.config.ts` is a call to this. */
export function createAppConfig({ name, root, exposes, title, runtimePlugins = [] }: AppOptions): RsbuildConfig {
  const isHost = name === 'shell';
  const entry = isHost ? './src/index.ts' : './src/standalone/index.ts';
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return defineConfig({
    root,
    source: { entry: { index: entry } },
    html: {
      title,
      template: path.join(import.meta.dirname, '..', 'static', 'index.html'),
      // Remotes build with assetPrefix 'auto'; the base keeps deep links working when served alone.
      tags: [
        { tag: 'base', attrs: { href: '/' }, head: true, append: false },
        // The host asks for the remotes' locations while its own scripts are still downloading.
        ...(isHost ? [{ tag: 'link', attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }, head: true }] : []),
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
        return config;
      },
    },
    server: {
      // Remotes: the runtime file for their own page comes from a generated folder, in dev and in the build.
      ...(isHost ? {} : { publicDir: [{ name: path.join(root, 'public') }, { name: runtimeCoreDir(), copyOnBuild: true }] }),
      port: APPS[name].port,
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
      { name: 'portfolio:precompress', setup: (api: RsbuildPluginAPI) => api.onAfterBuild(() => precompressDir(api.context.distPath)) },
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedConfig(requiredRanges(pkg.dependencies)),
        runtimePlugins: runtimePlugins.map((p) => path.resolve(root, p)),
        dts: false,
        manifest: true,
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the shell provides it, remotes use it (about 18 kB gzip less per remote).
        // The runtime's Node code paths go (a browser-only site); a remote loads no remotes of its own, so its
        // entry also drops the remote-loading and manifest-snapshot code.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : { externalRuntime: true, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
      }),
    ],
  });
}
