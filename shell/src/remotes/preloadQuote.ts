import { useMemo } from 'react';
import { area, preloadsOn } from '@portfolio/federation/areas';
import { preloadFormMui } from './registerFromManifest';
import { useRemoteLoader } from './LoaderContext';
import { intentRef } from './preloadOnIntent';

const WIZARD = area('quote-wizard');

/**
 * The ref of a quote button: hovered, focused or touched (the table's `intent`), it preloads the wizard, so the
 * modal then opens at once.
 */
export function useQuoteIntent() {
  const loader = useRemoteLoader();
  return useMemo(
    () =>
      intentRef(() => {
        if (!preloadsOn(WIZARD, 'intent')) return;
        loader.preloadArea(WIZARD);
        // The wizard's fields, radios and checkboxes come from the shell; without this they were fetched only once it
        // opened. On intent, not when idle: importing runs MUI's modules, work an idle page need not do for a maybe.
        void preloadFormMui();
      }),
    [loader],
  );
}
