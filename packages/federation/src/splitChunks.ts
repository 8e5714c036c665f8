import type { Rspack } from '@rsbuild/core';

/**
 * rsbuild's `lib-react` chunk group takes every react-dom file, so the prerender-only react-dom/server (which
 * the shell imports lazily, in prerender mode) would ride along on every page. This keeps it out of that group.
 */
export function keepServerRendererOutOfLibReact(config: Rspack.Configuration): void {
  const splitChunks = config.optimization?.splitChunks;
  const groups = splitChunks ? splitChunks.cacheGroups : undefined;
  const react = Object.values(groups ?? {}).find((g) => typeof g === 'object' && g.name === 'lib-react');
  if (react && typeof react === 'object' && react.test instanceof RegExp) {
    const test = react.test;
    react.test = (module) => {
      const resource = module.nameForCondition() ?? '';
      return test.test(resource) && !/react-dom[\\/](server|cjs[\\/]react-dom-server)/.test(resource);
    };
  }
}
