import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remotesReady } from './registerFromManifest';

let started = false;

/** Starts downloading the quote wizard (mf_quote) once; the modal then opens without waiting for the network. */
export function preloadQuote() {
  if (started) return;
  started = true;
  remotesReady()
    .then(() => preloadRemote([{ nameOrAlias: 'mf_quote', exposes: ['./QuoteWizard'] }]))
    .catch(() => {
      // A failed preload is only a missed head start: allow another try, and the real load reports the failure.
      started = false;
    });
}

/** The quote wizard is the most likely next remote: fetch it when the page is idle (a timer where idle callbacks are missing). */
export function preloadQuoteWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => preloadQuote());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(preloadQuote, 2000);
  return () => window.clearTimeout(timer);
}
