import { remoteLoader } from './registerFromManifest';

/**
 * Issue 18: a link or button that leads to a remote starts loading it when the visitor shows intent
 * (hover, keyboard focus or a finger landing), so the click finds it ready. Spread the result onto the element.
 */
export function preloadOnIntent(load: () => void) {
  return { onMouseEnter: load, onFocus: load, onTouchStart: load };
}

/** The intent handlers for a link to a path (the remote that renders it is preloaded). */
export function preloadPathOnIntent(pathname: string) {
  return preloadOnIntent(() => remoteLoader.preloadPath(pathname));
}
