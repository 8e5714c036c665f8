import { useEffect, useRef, useState } from 'react';
import { Box } from '@portfolio/mui';
import { useLocation } from '@portfolio/router';

/** How long to wait for a lazily loaded page's h1 before giving up on moving focus. */
const HEADING_WAIT_MS = 10_000;

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** Focuses the page's h1 (focusable by script only) and returns what to announce. */
function focusHeading(heading: HTMLElement): string {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return document.title || heading.textContent || '';
}

/**
 * Issue 18: after a client-side route change (never on the first render, so hydration and the landing page are
 * untouched) focus moves to the new page's h1 and a polite live region reads the page title.
 * A page from a remote may still be loading, so the h1 is awaited as it appears in <main>.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (pathname === first.current) return undefined;
    first.current = '';
    const main = document.getElementById('main');
    if (!main) return undefined;
    const find = () => main.querySelector<HTMLElement>('h1');
    const now = find();
    if (now) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the heading lives in the DOM, an external system this effect syncs from
      setAnnouncement(focusHeading(now));
      return undefined;
    }
    const observer = new MutationObserver(() => {
      const heading = find();
      if (!heading) return;
      observer.disconnect();
      setAnnouncement(focusHeading(heading));
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer" sx={visuallyHidden}>
      {announcement}
    </Box>
  );
}
