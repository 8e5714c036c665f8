import { createTheme } from '@portfolio/mui';
import { COLOR_SCHEME } from './colorScheme/colorScheme';
import { COLORS, DARK_COLORS, FOCUS_RING, MOBILE_BREAKPOINT, focusRingOutline } from './tokens';

const focusRing = { outline: focusRingOutline, outlineOffset: FOCUS_RING.offset } as const;

const systemFont = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

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
 * System fonts only, so no font is fetched from anywhere.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME.attribute },
  colorSchemes: { light: { palette: paletteOf(COLORS) }, dark: { palette: paletteOf(DARK_COLORS) } },
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: systemFont,
    h1: { fontSize: '2.4rem', fontWeight: 700 },
    h2: { fontSize: '1.9rem', fontWeight: 700 },
    h3: { fontSize: '1.45rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // One visible focus ring for everything focusable (MUI's own is a faint ripple; links keep the browser's).
    MuiCssBaseline: {
      styleOverrides: {
        // `:where` keeps this at the specificity of `:focus-visible` alone, so a component's own ring wins.
        ':where(a, summary, [tabindex]:not([tabindex="-1"])):focus-visible': focusRing,
      },
    },
    // `:focus-visible` too: a prerendered button shows its ring before its code has hydrated it (MUI adds the class).
    MuiButtonBase: { defaultProps: { disableRipple: false }, styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } } },
    // Coloured surfaces: the ring turns white on them.
    MuiAppBar: { styleOverrides: { colorPrimary: { '--focus-ring-color': FOCUS_RING.onDark } } },
    MuiAlert: { styleOverrides: { filled: { '--focus-ring-color': FOCUS_RING.onDark } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
