import path from 'node:path';
import { defineConfig, rspack, type RsbuildPluginAPI } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { keepServerRendererOutOfLibReact, precompressDir } from '@portfolio/federation';
import { MDX_RULE } from '../../../mf-notes/scripts/mdxRule';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const shim = path.join(import.meta.dirname, 'federationShim.ts');
/** The shell's one module that creates the federation runtime (build.ts checks that no other shell code uses the runtime). */
const FEDERATION_RUNTIME = /[\\/]shell[\\/]src[\\/]remotes[\\/]federationRuntime(\.ts)?$/;

/**
 * The same pages as ONE ordinary rsbuild app, for `pnpm bench`'s comparison: the shell's own entry, with its
 * federation runtime module replaced by the shim, which imports the remotes' exposed modules directly; otherwise
 * the apps' build settings, and mf-notes' rule for its posts.
 */
export default defineConfig({
  root: import.meta.dirname,
  source: { entry: { index: path.join(repo, 'shell', 'src', 'index.ts') } },
  html: {
    title: 'AI/ML Developer Portfolio',
    template: path.join(repo, 'packages', 'federation', 'static', 'index.html'),
    tags: [
      { tag: 'base', attrs: { href: '/' }, head: true, append: false },
      { tag: 'link', attrs: { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' }, head: true },
    ],
  },
  output: {
    assetPrefix: '/',
    filenameHash: true,
    cleanDistPath: true,
    distPath: { root: path.join(import.meta.dirname, 'dist') },
  },
  server: { publicDir: [{ name: path.join(repo, 'shell', 'public') }] },
  tools: {
    rspack: (config) => {
      config.plugins ??= [];
      config.plugins.push(new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME, shim));
      config.module ??= {};
      config.module.rules ??= [];
      config.module.rules.push(MDX_RULE);
      config.optimization ??= {};
      config.optimization.chunkIds = 'named';
      keepServerRendererOutOfLibReact(config);
      return config;
    },
  },
  plugins: [pluginReact(), { name: 'monolith:precompress', setup: (api: RsbuildPluginAPI) => api.onAfterBuild(() => precompressDir(api.context.distPath)) }],
});
