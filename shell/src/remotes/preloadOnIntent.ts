import { POLICIES } from './policies';
import { useRemoteLoader } from './LoaderContext';

/**
 * Issue 18: a link or button that leads to a remote starts loading it when the visitor shows intent (the `intent`
 * policy: hover, keyboard focus or a finger landing), so the click finds it ready. The element's ref.
 */
export const intentRef = (load: () => void) => (el: Element | null) => (el ? POLICIES.intent(load, el) : undefined);

/** Makes the intent ref of a link to a path (the remote that renders it is preloaded, if its row lists `intent`). */
export function usePathIntent() {
  const loader = useRemoteLoader();
  return (pathname: string) => intentRef(() => loader.preloadPath(pathname));
}
