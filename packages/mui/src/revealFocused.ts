import type { FocusEvent } from 'react';

/**
 * Scrolls the element that just took focus until all of it is on screen, by the least distance, within the page's
 * (or a dialog's) scroll padding. Chromium scrolls a focused element only when none of it is in view: a field half
 * under the fold or a chip half out of its row stayed cut (docs/decisions/031-focus-reveals-the-whole-element.md).
 */
export function revealFocused(event: FocusEvent<Element>) {
  const target = event.target;
  if (target instanceof Element) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
