import type { Policy } from './policy';

/** `eager`: with the page. */
export const eager: Policy = (start) => {
  start();
  return () => undefined;
};
