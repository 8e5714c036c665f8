import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The runtime's strictVersion refusal in plain words: which shared package, which version this page's shell
 * has, which range the remote needs. Null for any other failure.
 */
export function versionSkewOf(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  const m = /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/.exec(text);
  if (!m) return null;
  const [, has, from, pkg, remote, needs] = m;
  return `version skew: ${remote} needs ${pkg}@${needs}, but this page's ${from} provides ${has}. Release a shell with a matching ${pkg}, or roll ${remote} back.`;
}

/**
 * Logs every remote that fails to load (manifest, entry or module) with the lifecycle step that failed.
 * It returns nothing, so the runtime rethrows and the error boundary around the mount shows the fallback.
 * It runs in the entry chunk, before shared libraries exist, so it imports none.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      const skew = versionSkewOf(error);
      if (skew) console.error(`[federation] ${id} is not mounted: ${skew}`, error);
      else console.warn(`[federation] could not load ${id} (${lifecycle})`, error);
      return undefined;
    },
  };
}
