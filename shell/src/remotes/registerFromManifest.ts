import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { remoteFailurePlugin } from './federationPlugins';

/** A blip in the network is retried by the runtime before any fallback shows (manifest fetch and entry script). */
export const RETRY = { retryTimes: 2, retryDelay: 400 } as const;

export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};

/** Turns `/remotes.json` into federation remotes: `{ mf_quote: 'http://…/mf-manifest.json' }`. */
export function toRemotes(json: RemotesManifest) {
  return Object.entries(json).map(([name, entry]) => ({ name, entry }));
}

/** Fetches `/remotes.json` and registers every remote at runtime; moving a remote never rebuilds the shell. */
export async function registerFromManifest(url = '/remotes.json'): Promise<void> {
  registerPlugins([RetryPlugin({ fetch: { retryTimes: RETRY.retryTimes }, script: RETRY }), remoteFailurePlugin()]);
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    manifest = (await res.json()) as RemotesManifest;
  } catch (err) {
    console.error('Could not load the remotes manifest', err);
    manifest = {};
  }
  registerRemotes(toRemotes(manifest));
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remoteName: string) {
  const entry = manifest[remoteName];
  if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
}
