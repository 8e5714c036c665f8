import { INTENT_EVENTS } from './constants';
import type { Policy } from './policy';

/**
 * `intent` (issue 18): when the visitor shows intent to use the element (hover, keyboard focus or a finger landing),
 * every time; what it starts is done once by its own rules.
 */
export const onIntent: Policy = (start, el) => {
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start);
  };
};
