import type { ReactNode } from 'react';
import { Box, IconButton, Stack, Typography } from '@portfolio/mui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCarousel } from './useCarousel';
import { useSwipe } from './useSwipe';
import { fadeInSx } from './fadeIn';

interface CarouselProps<T> {
  /** Accessible name of the whole carousel. */
  label: string;
  /** What one slide is called in the button names ("Next testimonial"). */
  slideName: string;
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
}

/**
 * Site spec §4: one slide at a time with previous and next, auto-advancing (see useCarousel). Built on the
 * WAI-ARIA carousel pattern: hidden slides leave the tab order, and changes are announced only when paused.
 * On touch screens a horizontal swipe moves to the next or previous slide, like the buttons.
 */
export function Carousel<T>({ label, slideName, items, getKey, renderSlide }: CarouselProps<T>) {
  const { index, next, previous, autoPlaying, pauseProps } = useCarousel(items.length);
  const swipe = useSwipe(next, previous);
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} {...pauseProps}>
      <Box aria-live={autoPlaying ? 'off' : 'polite'} data-testid="carousel-slides" {...swipe}>
        {items.map((item, i) => (
          <Box key={getKey(item, i)} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`} hidden={i !== index} sx={fadeInSx()}>
            {renderSlide(item, i)}
          </Box>
        ))}
      </Box>
      {items.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'center', alignItems: 'center' }}>
          <IconButton aria-label={`Previous ${slideName}`} onClick={previous}>
            <ChevronLeft size={22} aria-hidden />
          </IconButton>
          <Typography variant="body2" color="text.secondary" aria-hidden sx={{ minWidth: 48, textAlign: 'center' }}>
            {index + 1} / {items.length}
          </Typography>
          <IconButton aria-label={`Next ${slideName}`} onClick={next}>
            <ChevronRight size={22} aria-hidden />
          </IconButton>
        </Stack>
      )}
    </Box>
  );
}
