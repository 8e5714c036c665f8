import { useEffect } from 'react';
import { DOM_PROTOCOL } from '@portfolio/federation/dom-protocol';

/**
 * Marks the page's `#root` live once the app has hydrated or rendered (`data-live`): input on the page's own controls
 * made earlier is replayed then (earlyInput), and tests and `pnpm bench` read it. Rendered by the shell and by every
 * remote's standalone page.
 */
export function RootLive() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(DOM_PROTOCOL.live, '');
  }, []);
  return null;
}
