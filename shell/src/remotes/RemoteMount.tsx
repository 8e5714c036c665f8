import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useRoutes, type RouteObject } from '@portfolio/router';
import { isPrerendering, type RemoteId, type RemoteModules } from '@portfolio/ui';
import { DOM_PROTOCOL, type RemoteArea } from '@portfolio/federation/areas';
import type { RemoteLoader } from './registerFromManifest';
import { useRemoteLoader } from './LoaderContext';
import { RemoteLoading, RemoteUnavailable } from './RemoteFallback';
import { POLICIES } from './policies';

type AnyComponent = ComponentType<Record<string, unknown>>;

const remoteNameOf = (id: RemoteId) => id.split('/')[0] as string;

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

/**
 * One lazy component per remote module and attempt, kept by the page's loader, so "Try again" really loads it
 * afresh; only successes are kept. It loads once the area's load policy has opened its gate.
 */
function lazyRemote(loader: RemoteLoader, id: RemoteId, attempt: number) {
  const key = `${id}#${attempt}`;
  return loader.keep(key, (): LazyExoticComponent<AnyComponent> =>
    lazy(() => {
      const gate = loader.gate(id);
      // A module that has already arrived (the page's own area, started by the entry) hydrates with the page; the
      // prerender renders every area, whatever its policy.
      const arrived = gate.opened || isPrerendering() ? loader.loadedRemoteModule(id) : undefined;
      if (arrived) return settled(areaModule(arrived));
      return (async () => {
        // Until then a prerendered area keeps its server HTML (a dehydrated boundary), and a client-rendered one its skeleton.
        await gate.promise;
        try {
          return areaModule(await loader.loadRemoteModule(id));
        } catch (err) {
          // A failed load is not remembered: the next mount of this area (coming back to the page) loads it afresh.
          loader.forget(key);
          loader.resetRemote(remoteNameOf(id));
          throw err;
        }
      })();
    }),
  );
}

/**
 * Rendered after an area's own content, inside its Suspense boundary: its effect runs once that content is mounted
 * or hydrated, and marks the area's root `data-live` (set on the node, not through state: an update reaching a
 * boundary still waiting to hydrate would make React drop its server HTML).
 */
export function LiveMarker({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const el = target.current;
    el?.setAttribute(DOM_PROTOCOL.live, '');
    return () => el?.removeAttribute(DOM_PROTOCOL.live);
  }, [target]);
  return null;
}

interface RemoteMountProps {
  area: RemoteArea;
  props?: Record<string, unknown>;
}

/**
 * Mounts a remote area (one row of the remote-area table) inside Suspense and an error boundary: a remote that is
 * down, slow or throws shows a fallback in its own area, and "Try again" loads it once it is back. The area's load
 * policy, named by its row (`eager`, `nearViewport`, `idle`: policies/), opens its gate in the page's loader; the
 * gate stays open, so coming back to the area loads nothing again. The root element is the area's contract:
 * `data-slot` (where the prerender cuts the remote's fragment, found by an HTML parser), `data-remote-area`,
 * `data-deferred` while its load policy holds it back, `data-live` once it accepts input
 * (docs/decisions/014-load-policies-and-the-loader.md).
 */
export function RemoteMount({ area, props }: RemoteMountProps) {
  const loader = useRemoteLoader();
  const root = useRef<HTMLDivElement | null>(null);
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      root.current = slot;
      if (!slot) return undefined;
      const gate = loader.gate(area.id);
      const start = () => {
        slot.removeAttribute(DOM_PROTOCOL.deferred);
        gate.open();
      };
      if (!gate.opened) return POLICIES[area.load](start, slot);
      start();
      return undefined;
    },
    [loader, area.id, area.load],
  );
  // `display: contents` keeps the wrapper out of the layout.
  const attributes = {
    [DOM_PROTOCOL.slot]: area.id,
    [DOM_PROTOCOL.area]: area.name,
    [DOM_PROTOCOL.deferred]: area.load === 'eager' ? undefined : '',
  };
  return (
    <div ref={attach} {...attributes} style={{ display: 'contents' }}>
      {/* Keyed by module: two routes mounting different remotes must not share one boundary's error state. */}
      <AreaContent key={area.id} area={area} props={props} loader={loader} root={root} />
    </div>
  );
}

function AreaContent({ area, props = {}, loader, root }: RemoteMountProps & { loader: RemoteLoader; root: RefObject<HTMLDivElement | null> }) {
  const [attempt, setAttempt] = useState(0);
  const Component = lazyRemote(loader, area.id as RemoteId, attempt);
  const retry = () => {
    loader.resetRemote(remoteNameOf(area.id as RemoteId));
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
