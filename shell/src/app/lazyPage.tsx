import { Suspense, lazy, memo, useEffect, useState, type ComponentType } from 'react';

/** Rendered after a part's own content: its effect runs once that content is mounted or hydrated. */
export function Live({ onLive }: { onLive: () => void }) {
  useEffect(() => {
    onLive();
  }, [onLive]);
  return null;
}

/**
 * A shell page whose code is a chunk of its own, so it is not on every other page's first load. Opened directly,
 * its prerendered HTML stays as it is until the code arrives, then hydrates; navigated to, the current page stays
 * until then (a router navigation is a transition). Like a remote area, it says when it is live (`data-live` on
 * its `data-lazy-page` wrapper): before that, React drops clicks and keys on its server HTML.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  // Memoised: marking the wrapper live must not re-render the page (see RemoteArea in RemoteMount.tsx).
  const Content = memo(function Content({ onLive }: { onLive: () => void }) {
    return (
      <Suspense fallback={null}>
        <Page />
        <Live onLive={onLive} />
      </Suspense>
    );
  });
  return function LazyPage() {
    const [live, setLive] = useState(false);
    const [markLive] = useState(() => () => setLive(true));
    // `display: contents` keeps the wrapper out of the layout.
    return (
      <div data-lazy-page="" data-live={live ? '' : undefined} style={{ display: 'contents' }}>
        <Content onLive={markLive} />
      </div>
    );
  };
}
