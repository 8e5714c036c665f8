import { Suspense, lazy, memo, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useRoutes, type RouteObject } from '@portfolio/router';
import { isPrerendering, type RemoteId, type RemoteModules } from '@portfolio/ui';
import { Live } from '../app/lazyPage';
import { federation, resetRemote } from './registerFromManifest';
import { RemoteLoading, RemoteUnavailable } from './RemoteFallback';
import { nearViewport, watchNearViewport } from './nearViewport';

type AnyComponent = ComponentType<Record<string, unknown>>;

const remoteNameOf = (id: RemoteId) => id.split('/')[0] as string;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

async function importRemote<I extends RemoteId>(id: I): Promise<RemoteModules[I]> {
  const mod = await (await federation()).loadRemote<RemoteModules[I]>(id);
  if (!mod) throw new Error(`Remote module ${id} did not load`);
  return mod;
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** One lazy component per remote module and attempt, so "Try again" really loads it afresh; only successes are kept. */
function lazyRemote(id: RemoteId, attempt: number, whenNearViewport: boolean) {
  const key = `${id}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(async () => {
      // Until then a prerendered area keeps its server HTML (a dehydrated boundary), and a client-rendered one its skeleton.
      if (whenNearViewport) await nearViewport(id);
      let mod: RemoteModules[RemoteId];
      try {
        mod = await importRemote(id);
      } catch (err) {
        // A failed load is not remembered: the next mount of this area (coming back to the page) loads it afresh.
        cache.delete(key);
        resetRemote(remoteNameOf(id));
        throw err;
      }
      if (Array.isArray(mod.default)) {
        const routes = mod.default;
        return { default: (() => <RoutesOf routes={routes} />) as AnyComponent };
      }
      return { default: mod.default as AnyComponent };
    });
    cache.set(key, component);
  }
  return component;
}

interface RemoteMountProps {
  id: RemoteId;
  /** What the visitor would call this area ("quote wizard"), used in loading and fallback texts. */
  label: string;
  props?: Record<string, unknown>;
  /** Below the fold: load and hydrate the area only when it comes near the viewport (nearViewport.ts). */
  whenNearViewport?: boolean;
}

/**
 * Mounts an exposed module (or a remote's route list) inside Suspense and an error boundary: a remote that
 * is down, slow or throws shows a fallback in its own area, and "Try again" loads it once it is back.
 */
export function RemoteMount(props: RemoteMountProps) {
  // Until a prerendered remote's code has arrived its HTML is not interactive (React drops clicks on it);
  // `data-live` says when it is, for anything that must not act earlier (the browser tests wait for it).
  const [liveId, setLiveId] = useState<string | null>(null);
  const live = liveId === props.id;
  // The prerender renders every area: its HTML is the page, wherever the area is.
  const deferred = Boolean(props.whenNearViewport) && !isPrerendering();
  const watch = useCallback((slot: HTMLDivElement | null) => (slot ? watchNearViewport(props.id, slot) : undefined), [props.id]);
  // The slot marks the remote's own fragment of a prerendered page; `display: contents` keeps it out of the layout.
  return (
    <div
      ref={deferred ? watch : undefined}
      data-slot={props.id}
      data-near-viewport={props.whenNearViewport ? '' : undefined}
      data-live={live ? '' : undefined}
      style={{ display: 'contents' }}
    >
      {/* Keyed by module: two routes mounting different remotes must not share one boundary's error state. */}
      <RemoteArea key={props.id} {...props} whenNearViewport={deferred} onLive={setLiveId} />
    </div>
  );
}

/**
 * Memoised: marking the slot live must not re-render the remote. An update reaching a Suspense boundary of the
 * remote that is still waiting to hydrate (a case study's content chunk) makes React drop its server HTML and
 * show the fallback, which shifts the whole page.
 */
const RemoteArea = memo(function RemoteArea({ id, label, props = {}, whenNearViewport = false, onLive }: RemoteMountProps & { onLive: (id: string) => void }) {
  const [markLive] = useState(() => () => onLive(id));
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemote(id, attempt, whenNearViewport);
  const retry = () => {
    resetRemote(remoteNameOf(id));
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => <RemoteUnavailable label={label} onRetry={retry} />}
      onError={(error) => console.error(`[federation] ${id} failed`, error)}
    >
      <Suspense fallback={<RemoteLoading id={id} label={label} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyRemote caches one lazy component per (id, attempt) */}
        <Component {...props} />
        <Live onLive={markLive} />
      </Suspense>
    </ErrorBoundary>
  );
});
