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

/** A blip in the network is retried by the runtime before any fallback shows (manifest fetch and entry script). */
export const RETRY = { retryTimes: 2, retryDelay: 400 } as const;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest and entry script with the federation runtime's own hooks (`fetch`,
 * `loadEntryError`), so no second copy of the federation SDK is needed for it.
 */
export function retryPlugin({ retryTimes, retryDelay }: { retryTimes: number; retryDelay: number } = RETRY): ModuleFederationRuntimePlugin {
  return {
    name: 'portfolio-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retryTimes; attempt++) {
        if (attempt > 0) await wait(retryDelay);
        try {
          const res = await globalThis.fetch(url, init);
          // A 4xx is an answer (the remote is not there); only network errors and 5xx are worth another try.
          if (res.status < 500) return res;
          lastError = new Error(`${url} answered ${res.status}`);
        } catch (err) {
          lastError = err;
        }
      }
      throw lastError;
    },
    async loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      for (let attempt = 1; attempt <= retryTimes; attempt++) {
        await wait(retryDelay);
        // The failed load is cached under this key; without dropping it the runtime would hand it back.
        delete globalLoading[uniqueKey];
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).catch(() => undefined);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- false positive: tsc rejects the hook's return type without it
        if (exports) return exports as never;
      }
      return undefined;
    },
  };
}

/** The shell's runtime plugins (federationRuntime.ts): retries, then failure reports. */
export default function portfolioRuntimePlugin(): ModuleFederationRuntimePlugin {
  return { ...retryPlugin(), ...remoteFailurePlugin(), name: 'portfolio-federation' };
}
