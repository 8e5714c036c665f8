import { createInstance } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import type { ProvidedShared } from '@portfolio/federation';
import portfolioRuntimePlugin from './federationPlugins';
import { sharedOptions } from './sharedProviders';

/** Set by the shell's build (packages/federation createAppConfig): shared names, installed versions, share config. */
declare const __SHELL_SHARED__: ProvidedShared;

/**
 * The page's one federation runtime, in a chunk of its own that registerFromManifest.ts loads when a page first
 * needs a remote. It provides the shell's shared modules, and its runtime core to the remotes (which are built
 * with `externalRuntime`), as a build-time host would; plugins: retries and failure reports.
 */
export function createFederation() {
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedOptions(__SHELL_SHARED__),
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore(), portfolioRuntimePlugin()],
  });
}

export type Federation = ReturnType<typeof createFederation>;
