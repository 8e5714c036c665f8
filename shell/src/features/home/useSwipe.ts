import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from '../../logic/swipeDirection';

/**
 * Touch and pen swipes through pointer events (mouse drags are left to text selection); spread the handlers on
 * the slide area, which also sets `touch-action: pan-y` so the browser keeps vertical scrolling only.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction === 'next') onNext();
      if (direction === 'previous') onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
    style: { touchAction: 'pan-y' } as const,
  };
}
