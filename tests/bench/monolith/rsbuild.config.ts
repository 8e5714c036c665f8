import path from 'node:path';
import { defineConfig, type RsbuildPluginAPI } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { precompressDir } from '@portfolio/federation';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const shim = path.join(import.meta.dirname, 'federationShim.ts');

/**
 * The same pages as ONE ordinary rsbuild app, for `pnpm bench`'s comparison: the shell's own entry, the remotes'
 * exposed modules imported directly through the shim, no federation plugin; otherwise the apps' build settings.
 */
export default defineConfig({
  root: import.meta.dirname,
  source: { entry: { index: path.join(repo, 'shell', 'src', 'index.ts') } },
  resolve: {
    alias: { '@module-federation/enhanced/runtime$': shim, '@module-federation/retry-plugin$': shim },
  },
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
      config.optimization ??= {};
      config.optimization.chunkIds = 'named';
      // rsbuild's lib-react group would pull the prerender-only react-dom/server into every page; the shell shares react-dom per entry point instead.
      const groups = config.optimization.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
      const react = Object.values(groups ?? {}).find((g) => typeof g === 'object' && g.name === 'lib-react');
      if (react && typeof react === 'object' && react.test instanceof RegExp) {
        const test = react.test;
        react.test = (module) => {
          const resource = module.nameForCondition() ?? '';
          return test.test(resource) && !/react-dom[\\/](server|cjs[\\/]react-dom-server)/.test(resource);
        };
      }
      return config;
    },
  },
  plugins: [pluginReact(), { name: 'monolith:precompress', setup: (api: RsbuildPluginAPI) => api.onAfterBuild(() => precompressDir(api.context.distPath)) }],
});
