import { createTheme } from '@portfolio/mui/frame';
import { COLOR_SCHEME } from './colorScheme/colorScheme';
import { COLORS, DARK_COLORS, FOCUS_RING, MOBILE_BREAKPOINT, focusRingOutline } from './tokens';
import { variantSizes, type TypeVariant } from './typeScale/typeScale';
import { FONT_STACK } from './font/constants';

const focusRing = { outline: focusRingOutline, outlineOffset: FOCUS_RING.offset } as const;
/** The hidden `<input>` of a radio, checkbox or switch draws no ring of its own: its ButtonBase draws it. */
const hiddenInputRing = { '& > input:focus-visible': { outline: 'none' } } as const;

const SM = 600;

/** A variant's size from the type scale: its phone step, and its larger step from `sm` up. */
function scaled(variant: TypeVariant) {
  const { xs, sm } = variantSizes(variant);
  return xs === sm ? { fontSize: xs } : { fontSize: xs, [`@media (min-width:${SM}px)`]: { fontSize: sm } };
}

/** Headings: tight lines and heavy weight; text: MUI's own line heights. */
const HEADING = { fontWeight: 700, lineHeight: 1.2 } as const;

/** One scheme's palette from its colour tokens. */
function paletteOf(c: typeof COLORS | typeof DARK_COLORS) {
  return {
    primary: { main: c.primary },
    secondary: { main: c.accent },
    success: { main: c.success },
    warning: { main: c.warning },
    error: { main: c.error },
    text: { primary: c.ink, secondary: c.inkSoft },
    background: { default: c.canvas, paper: c.paper },
  };
}

/**
 * The site's one MUI theme, light and dark, as CSS variables: components' styles name `var(--mui-palette-…)`, so
 * one set of rules (and one prerendered page) serves both schemes, and `<html data-mui-color-scheme>` picks one.
 * Text is set in Inter, which the shell serves from the site's own origin, with a metric-matched fallback before it
 * arrives (docs/decisions/027-self-hosted-font.md).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME.attribute },
  colorSchemes: { light: { palette: paletteOf(COLORS) }, dark: { palette: paletteOf(DARK_COLORS) } },
  breakpoints: { values: { xs: 0, sm: SM, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
  // One spacing scale: multiples of 8 px (`mt: 2` is 16 px); pages never set margins in raw pixels.
  spacing: 8,
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { ...HEADING, ...scaled('h1') },
    h2: { ...HEADING, ...scaled('h2') },
    h3: { ...HEADING, fontWeight: 650, lineHeight: 1.3, ...scaled('h3') },
    h4: { ...HEADING, fontWeight: 650, lineHeight: 1.3, ...scaled('h4') },
    h5: { fontWeight: 650, lineHeight: 1.3, ...scaled('h5') },
    h6: { fontWeight: 650, lineHeight: 1.3, ...scaled('h6') },
    subtitle1: scaled('subtitle1'),
    body1: scaled('body1'),
    body2: scaled('body2'),
    caption: scaled('caption'),
    overline: { ...scaled('overline'), fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6 },
    button: { ...scaled('button'), textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // One explicit focus ring for everything focusable, in both schemes: the browser's default ring is never relied
    // on (its colour changes between Chromium releases: 1.12:1 on the dark canvas in 150).
    MuiCssBaseline: {
      styleOverrides: {
        // `:where` keeps this at the specificity of `:focus-visible` alone, so a component's own ring wins.
        ':where(a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])):focus-visible': focusRing,
      },
    },
    // `:focus-visible` too: a prerendered button shows its ring before its code has hydrated it (MUI adds the class).
    // A radio, checkbox or switch is a hidden `<input>` inside a ButtonBase: the ring is the ButtonBase's, also while
    // the input is focused before hydration (`:has`).
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible, &:has(> input:focus-visible)': focusRing } },
    },
    MuiRadio: { styleOverrides: { root: hiddenInputRing } },
    MuiCheckbox: { styleOverrides: { root: hiddenInputRing } },
    MuiSwitch: { styleOverrides: { switchBase: hiddenInputRing } },
    // A text field's ring is its 2 px frame in the primary colour (MUI's focused state, or `:has` before hydration);
    // the `<input>` inside draws none.
    MuiInputBase: { styleOverrides: { input: { '&:focus-visible': { outline: 'none' } } } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&:has(> :focus-visible) .MuiOutlinedInput-notchedOutline': { borderColor: FOCUS_RING.color, borderWidth: FOCUS_RING.width },
        },
      },
    },
    // Coloured surfaces: the ring turns white on them.
    MuiAppBar: { styleOverrides: { colorPrimary: { '--focus-ring-color': FOCUS_RING.onDark } } },
    MuiAlert: { styleOverrides: { filled: { '--focus-ring-color': FOCUS_RING.onDark } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // One dark surface (issue 38): a dialog (the phone menu, the quote wizard) is the paper colour itself, without the
    // lighter overlay MUI paints on raised paper in the dark scheme.
    MuiDialog: { styleOverrides: { paper: { backgroundImage: 'none' } } },
    // One primary button style: flat, the theme's radius; a filled button is a page's main action (the quote action
    // is the only filled one in the chrome), the rest are outlined or text.
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
