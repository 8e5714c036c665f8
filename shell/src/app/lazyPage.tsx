import { Suspense, lazy, useRef, type ComponentType } from 'react';
import { LiveMarker } from '../remotes/RemoteMount';

/**
 * A shell page whose code is a chunk of its own, so it is not on every other page's first load. Opened directly,
 * its prerendered HTML stays as it is until the code arrives, then hydrates; navigated to, the current page stays
 * until then (a router navigation is a transition). Like a remote area, it says when it is live (`data-live` on
 * its `data-lazy-page` wrapper): before that, React drops clicks and keys on its server HTML, and the early-input
 * script keeps them for it. Its `name` is also its code's chunk name (`page-<name>`), which the composed page preloads.
 */
export function lazyPage(name: string, load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    const root = useRef<HTMLDivElement>(null);
    // `display: contents` keeps the wrapper out of the layout.
    return (
      <div ref={root} data-lazy-page={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Page />
          <LiveMarker target={root} />
        </Suspense>
      </div>
    );
  };
}
