/**
 * Whether the view being rendered starts from prerendered HTML. Components whose first render would
 * otherwise differ from that HTML (a loading state that the prerender skipped) start from the final state
 * instead, so hydration matches. After the first client-side navigation every view renders as usual.
 */
declare global {
  interface Window {
    /** Set by the prerender step before the page's scripts run. */
    __PRERENDER__?: boolean;
  }
}

const PRERENDERED_ATTRIBUTE = 'data-prerendered';

let onServerHtml = typeof document !== 'undefined' && document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE);

/** True while the page is being prerendered (at build time, inside a browser). */
export const isPrerendering = () => typeof window !== 'undefined' && window.__PRERENDER__ === true;

/** True for the first view of a prerendered page, and while prerendering. */
export const startsFromServerHtml = () => onServerHtml || isPrerendering();

/** Called by the shell on the first client-side navigation: later views are rendered by the client alone. */
export function leaveServerHtml() {
  onServerHtml = false;
}

export { PRERENDERED_ATTRIBUTE };
