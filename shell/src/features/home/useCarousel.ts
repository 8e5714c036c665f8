import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { CAROUSEL_INTERVAL_MS } from '../../logic/constants';
import { nextIndex, previousIndex, shouldAutoAdvance, wrapIndex } from '../../logic/carouselIndex';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * Site spec §4: a carousel that advances every 5 s, pausing while hovered or focused and not at all with
 * reduced motion; every move restarts the interval so a click is never followed by an instant jump.
 */
export function useCarousel(count: number, intervalMs: number = CAROUSEL_INTERVAL_MS) {
  const [rawIndex, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const index = wrapIndex(rawIndex, count);
  const autoPlaying = shouldAutoAdvance(count, hovered || focused, reducedMotion);

  useEffect(() => {
    if (!autoPlaying) return undefined;
    const timer = window.setTimeout(() => setIndex(nextIndex(index, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlaying, index, count, intervalMs]);

  const next = useCallback(() => setIndex(nextIndex(index, count)), [index, count]);
  const previous = useCallback(() => setIndex(previousIndex(index, count)), [index, count]);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return { index, next, previous, autoPlaying, pauseProps };
}
