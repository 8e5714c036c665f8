/**
 * A load policy (Astro's client directives are the model): given what starts the work and the element it is for, it
 * calls `start` when the policy allows (at once, near the viewport, when the page is idle, on intent) and returns
 * its cleanup, for a ref callback or an effect. Every policy has this signature, so a mount site names one word
 * (docs/decisions/014-load-policies-and-the-loader.md).
 */
export type Policy = (start: () => void, el: Element) => () => void;
