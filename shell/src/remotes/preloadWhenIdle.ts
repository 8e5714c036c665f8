import { REMOTE_AREAS, preloadsOn, type RemoteArea } from '@portfolio/federation/areas';
import { POLICIES } from './policies';
import type { RemoteLoader } from './registerFromManifest';

/**
 * Every area whose row lists `idle` (the quote wizard today, the most likely next remote) is downloaded once the page
 * is idle (the `idle` policy): files only, nothing runs. Returns the cleanup of the wait.
 */
export function preloadAreasWhenIdle(loader: RemoteLoader): () => void {
  const idle = (REMOTE_AREAS as readonly RemoteArea[]).filter((a) => preloadsOn(a, 'idle'));
  const cancels = idle.map((a) => POLICIES.idle(() => loader.preloadArea(a), document.documentElement));
  return () => cancels.forEach((cancel) => cancel());
}
