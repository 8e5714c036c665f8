import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs every remote that fails to load (manifest, entry or module) with the lifecycle step that failed.
 * It returns nothing, so the runtime rethrows and the error boundary around the mount shows the fallback.
 * It runs in the entry chunk, before shared libraries exist, so it imports none.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
