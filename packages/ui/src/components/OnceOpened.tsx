import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Renders `children` (a lazily loaded dialog, menu or snackbar) from the first time `open` is true, and keeps
 * them mounted afterwards so they can animate closed. Until then neither they nor their code are on the page:
 * MUI's modal, popper and transition code stays off the first load of every page.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): no extra commit, no effect.
  if (open && !opened) setOpened(true);
  return opened || open ? children : null;
}

export type LazyOverlay<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * A component whose code is fetched the first time it mounts (or earlier, through `preload`: on intent, when
 * idle). Until the code is there it renders `placeholder` (nothing by default); if the code cannot be fetched
 * (offline), it keeps the placeholder rather than take the page down, and the next mount tries again.
 *
 * Not `React.lazy`: React holds content revealed from a Suspense fallback back for up to 300 ms, so a menu or
 * toast would open late; here the component appears as soon as its code has arrived.
 */
export function lazyOverlay<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: (props: P) => ReactNode = () => null): LazyOverlay<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P> | null> | null = null;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      () => {
        loading = null;
        return null;
      },
    ));

  function Overlay(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      void fetchCode().then((component) => {
        if (mounted && component) setComponent(() => component);
      });
      return () => {
        mounted = false;
      };
    }, [Component]);
    return Component ? <Component {...props} /> : placeholder(props);
  }
  return Object.assign(Overlay, { preload: () => void fetchCode() });
}
