import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useRoutes, type RouteObject } from '@portfolio/router';
import { isPrerendering, type RemoteId, type RemoteModules } from '@portfolio/ui';
import { remoteLoader } from './registerFromManifest';
import { RemoteLoading, RemoteUnavailable } from './RemoteFallback';
import { nearViewport, watchNearViewport } from './nearViewport';
import type { RemoteArea } from '@portfolio/federation/areas';

type AnyComponent = ComponentType<Record<string, unknown>>;

const remoteNameOf = (id: RemoteId) => id.split('/')[0] as string;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

type AreaModule = { default: AnyComponent };

/** What an area renders from its remote's module: the component, or a route table's routes. */
function areaModule(mod: RemoteModules[RemoteId]): AreaModule {
  if (Array.isArray(mod.default)) {
    const routes = mod.default;
    return { default: (() => <RoutesOf routes={routes} />) as AnyComponent };
  }
  return { default: mod.default as AnyComponent };
}

/** A thenable that calls back at once: `lazy` then renders without suspending (React reads its status synchronously). */
const settled = (value: AreaModule) => ({ then: (resolve: (module: AreaModule) => unknown) => resolve(value) }) as unknown as Promise<AreaModule>;

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** One lazy component per remote module and attempt, so "Try again" really loads it afresh; only successes are kept. */
function lazyRemote(id: RemoteId, attempt: number, whenNearViewport: boolean) {
  const key = `${id}#${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => {
      // A module that has already arrived (the page's own area, started by the entry) hydrates with the page.
      const arrived = whenNearViewport ? undefined : remoteLoader.loadedRemoteModule(id);
      if (arrived) return settled(areaModule(arrived));
      return (async () => {
        // Until then a prerendered area keeps its server HTML (a dehydrated boundary), and a client-rendered one its skeleton.
        if (whenNearViewport) await nearViewport(id);
        try {
          return areaModule(await remoteLoader.loadRemoteModule(id));
        } catch (err) {
          // A failed load is not remembered: the next mount of this area (coming back to the page) loads it afresh.
          cache.delete(key);
          remoteLoader.resetRemote(remoteNameOf(id));
          throw err;
        }
      })();
    });
    cache.set(key, component);
  }
  return component;
}

/**
 * Rendered after an area's own content, inside its Suspense boundary: its effect runs once that content is mounted
 * or hydrated, and marks the area's root `data-live` (set on the node, not through state: an update reaching a
 * boundary still waiting to hydrate would make React drop its server HTML).
 */
export function LiveMarker({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const el = target.current;
    el?.setAttribute('data-live', '');
    return () => el?.removeAttribute('data-live');
  }, [target]);
  return null;
}

interface RemoteMountProps {
  area: RemoteArea;
  props?: Record<string, unknown>;
}

/**
 * Mounts a remote area (one row of the remote-area table) inside Suspense and an error boundary: a remote that is
 * down, slow or throws shows a fallback in its own area, and "Try again" loads it once it is back. The root element
 * is the area's contract: `data-slot` (where the prerender cuts the remote's fragment, found by an HTML parser),
 * `data-remote-area`, `data-deferred` while its load policy holds it back, `data-live` once it accepts input.
 */
export function RemoteMount({ area, props }: RemoteMountProps) {
  const root = useRef<HTMLDivElement | null>(null);
  // The prerender renders every area: its HTML is the page, wherever the area is.
  const deferred = area.load === 'nearViewport' && !isPrerendering();
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      root.current = slot;
      return slot && deferred ? watchNearViewport(area.id, slot) : undefined;
    },
    [area.id, deferred],
  );
  // `display: contents` keeps the wrapper out of the layout.
  return (
    <div
      ref={attach}
      data-slot={area.id}
      data-remote-area={area.name}
      data-deferred={area.load === 'nearViewport' ? '' : undefined}
      style={{ display: 'contents' }}
    >
      {/* Keyed by module: two routes mounting different remotes must not share one boundary's error state. */}
      <AreaContent key={area.id} area={area} props={props} deferred={deferred} root={root} />
    </div>
  );
}

function AreaContent({ area, props = {}, deferred, root }: RemoteMountProps & { deferred: boolean; root: RefObject<HTMLDivElement | null> }) {
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemote(area.id as RemoteId, attempt, deferred);
  const retry = () => {
    remoteLoader.resetRemote(remoteNameOf(area.id as RemoteId));
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => <RemoteUnavailable label={area.label} onRetry={retry} />}
      onError={(error) => console.error(`[federation] ${area.id} failed`, error)}
    >
      <Suspense fallback={<RemoteLoading skeleton={area.skeleton} label={area.label} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- lazyRemote caches one lazy component per (id, attempt) */}
        <Component {...props} />
        <LiveMarker target={root} />
      </Suspense>
    </ErrorBoundary>
  );
}
