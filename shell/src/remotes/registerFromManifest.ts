import type { RemoteId, RemoteModules } from '@portfolio/ui';
import { loadChoicesMui, loadExtraMui } from './onDemandShared';
import { areaForPath, preloadsOn, targetOf, type RemoteArea } from '@portfolio/federation/areas';
import type { Federation } from './federationRuntime';
import { allowedOrigins, checkOverrides, previewRefused, withOverrides, type CheckedOverrides } from '@portfolio/federation/preview';
import type { PreviewSession } from './preview/previewSession';

export type RemotesManifest = Record<string, string>;

/** Turns `/remotes.json` into federation remotes: `{ mf_quote: 'http://…/mf-manifest.json' }`. */
export function toRemotes(json: RemotesManifest) {
  return Object.entries(json).map(([name, entry]) => ({ name, entry }));
}

/**
 * Loads shared modules the shell provides on demand before a remote asks for them, so they are there when it renders.
 * A failure is only a missed head start: the remote's own request reports it.
 */
const preloadShared = (...loads: Array<() => Promise<unknown>>) => Promise.all(loads.map((load) => load().catch(() => undefined)));

/**
 * Ahead of a remote the page does not show yet (a link or a quote button pointed at): `/extra` and the choice controls
 * its forms use (`@portfolio/mui/choices`), which would otherwise be fetched only once its module asks for them,
 * after the visitor's click. Not on page load: a page's own area preloads exactly its modules.
 */
export const preloadFormMui = () => preloadShared(loadExtraMui, loadChoicesMui);

/** An area's load policy, once it has let the area load: open for the rest of the page's life. */
export interface Gate {
  readonly promise: Promise<void>;
  readonly opened: boolean;
  open: () => void;
}

function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  const gate = {
    promise,
    opened: false,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  return gate;
}

/** A tab's preview once checked: the remotes taken from elsewhere, and the overrides refused. */
export type PreviewState = CheckedOverrides;

const NO_PREVIEW: PreviewState = { accepted: [], refused: [] };

export interface RemoteLoaderOptions {
  manifestUrl?: string;
  /** Where the page's allow-list of preview origins is (`previewOrigins`), read only when a preview is asked for. */
  appConfigUrl?: string;
  pathname?: () => string;
  /** The tab's preview, when it asked for one (preview/previewSession.ts). */
  preview?: PreviewSession | null;
}

/**
 * Everything the page knows about its remotes, in one object: where they are (`/remotes.json`, with a tab's preview
 * overrides in place), the federation runtime, the modules loaded, the areas preloaded, each area's gate (opened by
 * its load policy) and the areas' components. The entry creates the page's one and passes it down
 * (docs/decisions/014-load-policies-and-the-loader.md); the prerender and each test create their own.
 */
export function createRemoteLoader({
  manifestUrl = '/remotes.json',
  appConfigUrl = '/app-config.json',
  pathname = () => window.location.pathname,
  preview = null,
}: RemoteLoaderOptions = {}) {
  let manifest: RemotesManifest = {};
  let previewState = NO_PREVIEW;
  let manifestReady: Promise<void> | null = null;
  let federationReady: Promise<Federation> | null = null;
  const modules = new Map<RemoteId, Promise<unknown>>();
  const ready = new Map<RemoteId, unknown>();
  const preloaded = new Set<string>();
  const gates = new Map<string, Gate>();
  const kept = new Map<string, unknown>();

  /** The gate of an area (by module id): its load policy opens it, and its module is loaded once it is open. */
  function gate(id: string): Gate {
    let found = gates.get(id);
    if (!found) {
      found = createGate();
      gates.set(id, found);
    }
    return found;
  }

  /** One value per key for the page's life (an area's component per attempt), made on first use. */
  function keep<T>(key: string, make: () => T): T {
    if (!kept.has(key)) kept.set(key, make());
    return kept.get(key) as T;
  }

  /** Forgets a kept value (a component whose load failed). */
  function forget(key: string) {
    kept.delete(key);
  }

  async function loadManifest(url: string) {
    try {
      // Plain fetch so the page's <link rel="preload"> response is reused; the server sends no-cache.
      const res = await fetch(url);
      manifest = (await res.json()) as RemotesManifest;
    } catch (err) {
      console.error('Could not load the remotes manifest', err);
      manifest = {};
    }
    if (preview) await applyPreview(preview);
  }

  /** The site's allow-list of preview origins; none (previews off) when it cannot be read. */
  async function loadPreviewOrigins(): Promise<string[]> {
    try {
      const res = await fetch(appConfigUrl, { cache: 'no-cache' });
      return allowedOrigins(((await res.json()) as { previewOrigins?: unknown }).previewOrigins);
    } catch {
      return [];
    }
  }

  /**
   * Puts the tab's accepted overrides in place of their remotes' entries before the runtime registers any remote;
   * each refused one is named in the console and loads nothing (docs/decisions/028-preview-inside-the-real-site.md).
   */
  async function applyPreview(session: PreviewSession) {
    const checked = checkOverrides(session.requested, { remotes: Object.keys(manifest), allowed: await loadPreviewOrigins() });
    for (const { raw, reason } of checked.refused) console.error(previewRefused(raw, reason));
    manifest = withOverrides(manifest, checked.accepted);
    session.keep(checked.accepted);
    previewState = checked;
  }

  /**
   * Fetches `/remotes.json`, where each remote is deployed; moving a remote never rebuilds the shell. It runs
   * alongside the first render. When the page being opened shows a remote at once, the federation runtime starts
   * and that remote's module is loaded and run while the shell's own modules still arrive, so hydration finds it
   * ready and hydrates the area with the rest of the page (issue 26); a page whose remotes are below the fold (or
   * absent) loads neither yet.
   */
  function registerFromManifest(): Promise<void> {
    if (!manifestReady) {
      manifestReady = loadManifest(manifestUrl);
      const found = areaForPath(pathname());
      if (found && preloadsOn(found, 'page')) {
        // The MUI only remote pages use: fetched alongside the page's own area, it is there by the time the area renders.
        void preloadShared(loadExtraMui);
        loadRemoteModule(found.id as RemoteId).catch(() => {
          // The area's own load reports the failure and shows its fallback.
        });
      }
    }
    return manifestReady;
  }

  /**
   * A remote module, loaded and run once per page: the area that renders it and the early start above share it. A
   * failed load is forgotten, so the next attempt (the fallback's "Try again") loads it afresh.
   */
  function loadRemoteModule<I extends RemoteId>(id: I): Promise<RemoteModules[I]> {
    let loading = modules.get(id) as Promise<RemoteModules[I]> | undefined;
    if (!loading) {
      const started = federation().then(async (f) => {
        const mod = await f.loadRemote<RemoteModules[I]>(id);
        if (!mod) throw new Error(`Remote module ${id} did not load`);
        ready.set(id, mod);
        return mod;
      });
      started.catch(() => {
        if (modules.get(id) === started) modules.delete(id);
      });
      modules.set(id, started);
      loading = started;
    }
    return loading;
  }

  /** Hands the remotes' modules over at once (the prerender, in Node, imports them from their server bundles). */
  function provideRemoteModules(provided: Partial<RemoteModules>) {
    for (const [id, mod] of Object.entries(provided)) ready.set(id as RemoteId, mod);
  }

  /** The module if it has already arrived, so its area renders (or hydrates) without waiting a turn. */
  function loadedRemoteModule<I extends RemoteId>(id: I): RemoteModules[I] | undefined {
    return ready.get(id) as RemoteModules[I] | undefined;
  }

  /**
   * The federation runtime with every remote of the manifest registered, created the first time a page needs a
   * remote (its code, about 23 kB gzip, is a chunk of its own). A failed attempt is forgotten, so the next one
   * (the fallback's "Try again") loads it afresh.
   */
  function federation(): Promise<Federation> {
    return (
      federationReady ??
      remember(
        Promise.all([import(/* webpackChunkName: "federation-runtime" */ './federationRuntime'), registerFromManifest()]).then(([{ createFederation }]) => {
          const instance = createFederation();
          instance.registerRemotes(toRemotes(manifest));
          return instance;
        }),
      )
    );
  }

  /** Keeps a runtime promise for the next caller, unless it fails. */
  function remember(next: Promise<Federation>) {
    federationReady = next;
    next.catch(() => {
      if (federationReady === next) federationReady = null;
    });
    return next;
  }

  /**
   * Starts downloading an area's module (its remote's manifest, entry and module files) without running it, once
   * per area; a failed preload is only a missed head start, so it may be tried again.
   */
  function preloadArea(found: RemoteArea) {
    if (preloaded.has(found.id)) return;
    preloaded.add(found.id);
    const { remote, expose } = targetOf(found.id);
    federation()
      .then((f) => f.preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]))
      .catch(() => {
        preloaded.delete(found.id);
      });
  }

  /** On intent (a link or button pointed at): the area that renders a path, and the shared MUI its forms use. */
  function preloadPath(path: string) {
    const found = areaForPath(path);
    if (!found || !preloadsOn(found, 'intent') || !manifest[targetOf(found.id).remote]) return;
    void preloadFormMui();
    preloadArea(found);
  }

  /** Forgets a failed remote so the next load fetches its manifest and entry again. */
  function resetRemote(remoteName: string) {
    for (const id of [...modules.keys()]) {
      if (id.startsWith(`${remoteName}/`)) {
        modules.delete(id);
        ready.delete(id);
      }
    }
    for (const id of [...preloaded]) if (id.startsWith(`${remoteName}/`)) preloaded.delete(id);
    const entry = manifest[remoteName];
    if (!entry || !federationReady) return;
    // Chained, so a load that starts after this call waits for the fresh registration.
    void remember(
      federationReady.then((f) => {
        f.registerRemotes([{ name: remoteName, entry }], { force: true });
        return f;
      }),
    );
  }

  return {
    registerFromManifest,
    /** The tab's preview once checked (none when it asked for none). */
    preview: (): Promise<PreviewState> => registerFromManifest().then(() => previewState),
    /** The tab asked for a preview: the page is rendered afresh, its prerendered HTML not trusted. */
    previewRequested: () => preview !== null,
    /** Forgets the tab's preview; the next page load uses `/remotes.json` alone. */
    endPreview: () => preview?.end(),
    loadRemoteModule,
    provideRemoteModules,
    loadedRemoteModule,
    federation,
    preloadArea,
    preloadPath,
    resetRemote,
    gate,
    keep,
    forget,
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
