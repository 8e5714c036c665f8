import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from '@portfolio/router';
import { recalledScroll, rememberScroll, scrollEntryKey } from '../../logic/scrollMemory';

/**
 * How long Back waits for a page to grow tall enough (a listing whose cards are still rendering) before giving up.
 * 4 s was too short on a busy phone: the page stopped short, at the height it had by then.
 */
const RESTORE_WITHIN_MS = 10_000;

/** Scrolls to `y` once the page is tall enough; stops on the visitor's own scrolling input or after a while. */
function restoreScroll(y: number): () => void {
  const reached = () => {
    window.scrollTo(0, y);
    return Math.abs(window.scrollY - y) <= 1;
  };
  if (reached()) return () => undefined;
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const timer = window.setTimeout(() => stop(), RESTORE_WITHIN_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true, once: true });
  return stop;
}

/**
 * Site spec §2.1: the page scrolls to the top whenever the path changes. Back and Forward (a POP) return to where the
 * visitor was on that entry instead (issue 31), waiting for the page to be tall enough; the query (filters) comes
 * back with the entry's URL.
 */
export function ScrollOnNavigation() {
  const { pathname, key } = useLocation();
  const type = useNavigationType();
  const entry = scrollEntryKey(key, pathname);
  const firstPath = useRef(true);
  useEffect(() => {
    // The browser's own restoration runs before the page is rendered again, and lands elsewhere.
    window.history.scrollRestoration = 'manual';
  }, []);
  // A layout effect, so the entry's position is recorded by its own key up to the commit that leaves it.
  useLayoutEffect(() => {
    let frame = 0;
    let latest: number | null = null;
    const remember = () => {
      if (latest !== null) rememberScroll(entry, latest);
      latest = null;
    };
    const onScroll = () => {
      // Read now, written once per frame; a click right after scrolling (same frame) still leaves its position behind.
      latest = window.scrollY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      remember();
      window.removeEventListener('scroll', onScroll);
    };
  }, [entry]);
  useEffect(() => {
    // The page's first path is where the browser put the visitor: a visitor who scrolled the prerendered page before
    // it hydrated stays there (scrolling to the top then moved what they were clicking from under the pointer).
    if (firstPath.current) {
      firstPath.current = false;
      return undefined;
    }
    // Back to any entry, the tab's first page included (a page opened from a link or a search result).
    const saved = type === NavigationType.Pop ? recalledScroll(entry) : null;
    if (saved !== null) return restoreScroll(saved);
    // A block body on purpose: newer browsers return a Promise from scrollTo, which React would take as a cleanup.
    window.scrollTo(0, 0);
    return undefined;
    // Only a new path scrolls (a filter change on /portfolio keeps the place); `entry` is read for that entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
