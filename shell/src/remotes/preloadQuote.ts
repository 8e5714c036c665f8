import { area, preloadsOn } from '@portfolio/federation/areas';
import { preloadFormMui, remoteLoader } from './registerFromManifest';

const WIZARD = area('quote-wizard');

/** On intent: a quote button hovered, focused or touched (the table's `intent`); the modal then opens at once. */
export function preloadQuote() {
  if (!preloadsOn(WIZARD, 'intent')) return;
  remoteLoader.preloadArea(WIZARD);
  // The wizard's fields, radios and checkboxes come from the shell; without this they were fetched only once it
  // opened. On intent, not when idle: importing runs MUI's modules, work an idle page need not do for a maybe.
  void preloadFormMui();
}
