import { Suspense, lazy, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { DOM_PROTOCOL } from '@portfolio/federation/areas';
import { LiveMarker } from '../remotes/RemoteMount';
import { RemoteUnavailable } from '../remotes/RemoteFallback';

/**
 * A shell page whose code is a chunk of its own, so it is not on every other page's first load. Opened directly,
 * its prerendered HTML stays as it is until the code arrives, then hydrates; navigated to, the current page stays
 * until then (a router navigation is a transition). Like a remote area, it says when it is live (`data-live` on
 * its `data-lazy-page` wrapper): before that, React drops clicks and keys on its server HTML, and the early-input
 * script keeps them for it. Its `name` is also its code's chunk name (`page-<name>`), which the composed page preloads.
 * Like a remote area too, a chunk that fails to load shows a fallback with "Try again" in the page area, and the
 * chrome and navigation keep working (issue 31).
 */
export function lazyPage(name: string, load: () => Promise<ComponentType>) {
  // One lazy component per attempt: React.lazy remembers a failure, and "Try again" must really load afresh.
  const attempts = new Map<number, LazyExoticComponent<ComponentType>>();
  const pageFor = (attempt: number) => {
    let Page = attempts.get(attempt);
    if (!Page) {
      Page = lazy(() => load().then((component) => ({ default: component })));
      attempts.set(attempt, Page);
    }
    return Page;
  };
  const label = `${name} page`;
  return function LazyPage() {
    const root = useRef<HTMLDivElement>(null);
    const [attempt, setAttempt] = useState(0);
    const Page = pageFor(attempt);
    // `display: contents` keeps the wrapper out of the layout.
    return (
      <div ref={root} {...{ [DOM_PROTOCOL.lazyPage]: name }} style={{ display: 'contents' }}>
        <ErrorBoundary
          resetKeys={[attempt]}
          fallbackRender={() => <RemoteUnavailable label={label} onRetry={() => setAttempt((n) => n + 1)} />}
          onError={(error) => console.error(`[shell] the ${label}'s code failed to load`, error)}
        >
          <Suspense fallback={null}>
            <Page />
            <LiveMarker target={root} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  };
}
