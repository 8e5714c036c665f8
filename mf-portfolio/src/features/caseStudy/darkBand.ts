import { DARK_SURFACE, FOCUS_RING, PAGE_FRAME } from '@portfolio/ui';

/** How far a band reaches past the frame from 768 px, and its inner padding there (theme units: 20 px of a 32 px gutter). */
const BAND_REACH = 2.5;

/**
 * Where a band sits (the hero, the closing call). Its text stays on the frame's edge, so a case study's title starts
 * where every page's first heading does. On a phone it fills the gutter, square, edge to edge. From 768 px (the
 * sidebar's breakpoint) it is a rounded card reaching 20 px past the frame, clear of the sidebar and the window's
 * edge (filling the 32 px gutter with rounded corners, it looked cut off against both).
 */
export const bandOnFrame = {
  mx: { xs: -PAGE_FRAME.gutter.xs, md: -BAND_REACH },
  px: { xs: PAGE_FRAME.gutter.xs, md: BAND_REACH },
  borderRadius: { xs: 0, md: 3 },
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
