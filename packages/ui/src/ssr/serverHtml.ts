import { DOM_PROTOCOL } from '@portfolio/federation/dom-protocol';

/**
 * Whether the view being rendered starts from prerendered HTML. Components whose first render would
 * otherwise differ from that HTML (a loading state that the prerender skipped) start from the final state
 * instead, so hydration matches. After the first client-side navigation every view renders as usual.
 */
const PRERENDERED_ATTRIBUTE = DOM_PROTOCOL.prerendered;

/**
 * The path the document's server HTML was written for, read from the document itself (`<html data-prerendered>` and
 * its URL), or null for a client-rendered frame. A view on another path never starts from it, whenever the shell's
 * navigation effect runs (issue 31: a first navigation inside an already-loaded remote did).
 */
const serverHtmlPath = typeof document !== 'undefined' && document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE) ? window.location.pathname : null;

let onServerHtml = serverHtmlPath !== null;

/** True while the page is being prerendered: at build time, in Node (the shell's server bundle), where there is no window. */
export const isPrerendering = () => typeof window === 'undefined';

/** True for the first view of a prerendered page (the path it was written for), and while prerendering. */
export const startsFromServerHtml = () => isPrerendering() || (onServerHtml && window.location.pathname === serverHtmlPath);

/** Called by the shell on the first client-side navigation: later views are rendered by the client alone. */
export function leaveServerHtml() {
  onServerHtml = false;
}

export { PRERENDERED_ATTRIBUTE };
