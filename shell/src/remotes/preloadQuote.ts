import { whenIdle } from '../scheduling/whenIdle';
import { federation, preloadFormMui } from './registerFromManifest';
import { area, preloadsOn, targetOf } from '@portfolio/federation/areas';

const WIZARD = area('quote-wizard');

let started = false;

/** Starts downloading the quote wizard (mf_quote) once; the modal then opens without waiting for the network. */
function fetchWizard() {
  if (started) return;
  started = true;
  const { remote, expose } = targetOf(WIZARD.id);
  federation()
    .then((f) => f.preloadRemote([{ nameOrAlias: remote, exposes: [expose] }]))
    .catch(() => {
      // A failed preload is only a missed head start: allow another try, and the real load reports the failure.
      started = false;
    });
}

/** On intent: a quote button hovered, focused or touched (the table's `intent`). */
export function preloadQuote() {
  if (!preloadsOn(WIZARD, 'intent')) return;
  fetchWizard();
  // The wizard's fields, radios and checkboxes come from the shell; without this they were fetched only once it
  // opened. On intent, not when idle: importing runs MUI's modules, work an idle page need not do for a maybe.
  void preloadFormMui();
}

/** The quote wizard is the most likely next remote: fetch it when the page is idle (the table's `idle`). */
export const preloadQuoteWhenIdle = () => (preloadsOn(WIZARD, 'idle') ? whenIdle(fetchWizard) : undefined);
