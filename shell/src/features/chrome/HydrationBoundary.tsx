import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary around a large part of a prerendered page, where nothing suspends. React hydrates each
 * boundary as its own unit (render and commit), yielding to the browser in between, so the page's hydration
 * is several shorter tasks instead of one long one (issue 12: total blocking time on a phone).
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
