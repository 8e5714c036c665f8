import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { useRemoteStatus } from './remoteStatus';

/**
 * Records every remote that fails to load (manifest, entry or module) so its area can show a fallback.
 * It returns nothing, so the runtime rethrows and the error boundary around the mount takes over.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] could not load ${id} (${lifecycle})`, error);
      useRemoteStatus.getState().markFailed(id, String(error));
      return undefined;
    },
  };
}
