import { DARK_SURFACE, FOCUS_RING } from '@portfolio/ui';

/** A band that is dark in both colour schemes (the hero, the closing call to action): its surface and text. */
export const darkBand = (background: string) => ({
  color: DARK_SURFACE.button,
  background,
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
