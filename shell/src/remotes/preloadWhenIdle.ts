import { REMOTE_AREAS, preloadsOn, type RemoteArea } from '@portfolio/federation/areas';
import { whenIdle } from '../scheduling/whenIdle';
import { remoteLoader } from './registerFromManifest';

/**
 * Every area whose row lists `idle` (the quote wizard today, the most likely next remote) is downloaded once the page
 * is idle: files only, nothing runs. Returns the cleanup of the wait.
 */
export function preloadAreasWhenIdle(loader = remoteLoader): () => void {
  const idle = (REMOTE_AREAS as readonly RemoteArea[]).filter((a) => preloadsOn(a, 'idle'));
  const cancels = idle.map((a) => whenIdle(() => loader.preloadArea(a)));
  return () => cancels.forEach((cancel) => cancel());
}
