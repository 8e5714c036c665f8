/** Carousel positions wrap around: after the last slide comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** Site spec §4: a carousel auto-advances unless there is one slide or less, it is paused, or motion is reduced. */
export function shouldAutoAdvance(count: number, paused: boolean, reducedMotion: boolean): boolean {
  return count > 1 && !paused && !reducedMotion;
}
