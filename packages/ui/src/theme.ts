import { createTheme } from '@portfolio/mui';
import { COLORS, FOCUS_RING, MOBILE_BREAKPOINT, focusRingOutline } from './tokens';

const focusRing = { outline: focusRingOutline, outlineOffset: FOCUS_RING.offset } as const;

const systemFont = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

/** The site's one MUI theme; system fonts only, so no font is fetched from anywhere. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
  palette: {
    mode: 'light',
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.accent },
    success: { main: COLORS.success },
    warning: { main: COLORS.warning },
    error: { main: COLORS.error },
    text: { primary: COLORS.ink, secondary: COLORS.inkSoft },
    background: { default: COLORS.canvas, paper: COLORS.paper },
  },
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
