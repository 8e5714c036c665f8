import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteForPath } from '../logic/routeRemotes';

export type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};
let ready: Promise<void> | null = null;

/** Turns `/remotes.json` into federation remotes: `{ mf_quote: 'http://…/mf-manifest.json' }`. */
export function toRemotes(json: RemotesManifest) {
  return Object.entries(json).map(([name, entry]) => ({ name, entry }));
}

/**
 * Fetches `/remotes.json` and registers every remote at runtime; moving a remote never rebuilds the shell.
 * It runs alongside the first render, and the remote of the page being opened is preloaded at once (unless
 * the page loads it only near the viewport).
 */
export function registerFromManifest(url = '/remotes.json'): Promise<void> {
  ready ??= (async () => {
    try {
      // Plain fetch so the page's <link rel="preload"> response is reused; the server sends no-cache.
      const res = await fetch(url);
      manifest = (await res.json()) as RemotesManifest;
    } catch (err) {
      console.error('Could not load the remotes manifest', err);
      manifest = {};
    }
    registerRemotes(toRemotes(manifest));
    if (!remoteForPath(window.location.pathname)?.belowTheFold) preloadPath(window.location.pathname);
  })();
  return ready;
}

/** Resolves once the remotes are registered; every remote load waits for it. */
export const remotesReady = () => registerFromManifest();

/**
 * The MUI only remote pages use (`@portfolio/mui/extra`). Importing it here also makes the shell provide it,
 * so every remote renders with the shell's one copy of MUI (federation shares only what a build imports).
 */
const preloadExtraMui = () => import('@portfolio/mui/extra').catch(() => undefined);

/** Starts downloading the remote that renders a path (its manifest, entry and module), without rendering it. */
export function preloadPath(pathname: string) {
  const target = remoteForPath(pathname);
  if (!target || !manifest[target.remote]) return;
  void preloadExtraMui();
  preloadRemote([{ nameOrAlias: target.remote, exposes: [target.expose] }]).catch(() => {
    // A failed preload is only a missed head start; the real load reports the failure.
  });
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remoteName: string) {
  const entry = manifest[remoteName];
  if (entry) registerRemotes([{ name: remoteName, entry }], { force: true });
}
