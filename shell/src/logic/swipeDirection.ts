/** A horizontal move shorter than this (px) is a tap or a wobble, not a swipe. */
export const SWIPE_MIN_DISTANCE = 40;

/**
 * Which way a finger swept a carousel: right-to-left shows the next slide, left-to-right the previous one;
 * a mostly vertical move is the page scrolling and changes nothing.
 */
export function swipeDirection(dx: number, dy: number, minDistance = SWIPE_MIN_DISTANCE): 'next' | 'previous' | null {
  if (Math.abs(dx) < minDistance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
