import { DARK_SURFACE, FOCUS_RING, PAGE_FRAME } from '@portfolio/ui';

/**
 * Where a band sits (the hero, the closing call). On phones it runs edge to edge, square, its text on the frame's
 * edge; from 600 px it is a card with rounded corners on the frame's own edges, like the content below it (reaching
 * into the gutter there, it ran into the sidebar and the window's edge with rounded corners).
 */
export const bandOnFrame = {
  mx: { xs: -PAGE_FRAME.gutter.xs, sm: 0 },
  px: { xs: PAGE_FRAME.gutter.xs, sm: 3, md: 4 },
  borderRadius: { xs: 0, sm: 3 },
} as const;

/** A band that is dark in both colour schemes (the hero, the closing call to action): its surface and text. */
export const darkBand = (background: string) => ({
  color: DARK_SURFACE.button,
  background,
  // Dark in both themes, so what it holds (the hero's cover, native controls) takes its dark look.
  colorScheme: 'dark',
  // A dark surface: the focus ring turns white (the theme's blue is about 1.3:1 here).
  '--focus-ring-color': FOCUS_RING.onDark,
});

/** The band's solid white button (its ring amber: white would be lost against it). */
export const solidButtonOnDark = {
  bgcolor: DARK_SURFACE.button,
  color: DARK_SURFACE.background,
  '&:hover': { bgcolor: DARK_SURFACE.buttonHover },
  '&:focus-visible': { outline: `3px solid ${DARK_SURFACE.focus}`, outlineOffset: 2 },
};

/** The band's outlined button. */
export const outlinedButtonOnDark = {
  color: DARK_SURFACE.button,
  borderColor: DARK_SURFACE.outline,
  '&:hover': { borderColor: DARK_SURFACE.button, bgcolor: DARK_SURFACE.outlineHover },
  '&:focus-visible': { outline: `3px solid ${DARK_SURFACE.focus}`, outlineOffset: 2 },
};
