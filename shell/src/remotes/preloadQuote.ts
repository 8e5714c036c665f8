import { whenIdle } from '../app/whenIdle';
import { federation } from './registerFromManifest';

let started = false;

/** Starts downloading the quote wizard (mf_quote) once; the modal then opens without waiting for the network. */
export function preloadQuote() {
  if (started) return;
  started = true;
  federation()
    .then((f) => f.preloadRemote([{ nameOrAlias: 'mf_quote', exposes: ['./QuoteWizard'] }]))
    .catch(() => {
      // A failed preload is only a missed head start: allow another try, and the real load reports the failure.
      started = false;
    });
}

/** The quote wizard is the most likely next remote: fetch it when the page is idle. */
export const preloadQuoteWhenIdle = () => whenIdle(preloadQuote);
