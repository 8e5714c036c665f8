/** Design tokens: the few numbers and colours every app agrees on. */
export const MOBILE_BREAKPOINT = 768;

export const SIDEBAR = {
  expandedWidth: 232,
  collapsedWidth: 64,
  topBarHeight: 64,
} as const;

/** The light scheme's colours (each text colour at least 4.5:1 on canvas and paper). */
export const COLORS = {
  ink: '#0f172a',
  inkSoft: '#334155',
  paper: '#ffffff',
  canvas: '#f5f7fb',
  primary: '#1d4ed8',
  accent: '#0e7490',
  success: '#15803d',
  warning: '#a16207',
  error: '#b91c1c',
} as const;

/** The dark scheme's colours: the same roles, lighter hues on a deep slate (AA on canvas and paper). */
export const DARK_COLORS = {
  ink: '#e2e8f0',
  inkSoft: '#a3b1c6',
  paper: '#131c2e',
  canvas: '#0b1120',
  primary: '#7ab0ff',
  accent: '#3fc5dc',
  success: '#4ade80',
  warning: '#fbbf24',
  error: '#fca5a5',
} as const satisfies Record<keyof typeof COLORS, string>;

/**
 * Surfaces that are dark in both schemes (the sidebar, the case-study hero and closing band, code samples), with
 * the colours on them.
 */
export const DARK_SURFACE = {
  background: '#0f172a',
  raised: '#1e293b',
  text: '#e2e8f0',
  textSoft: '#cbd5e1',
  strong: '#f8fafc',
  /** The sidebar's own light blue: 10:1 on its background. */
  accent: '#7dd3fc',
  accentSelected: 'rgba(56, 189, 248, 0.18)',
  accentHover: 'rgba(56, 189, 248, 0.26)',
  eyebrow: '#bae6fd',
  heroGradient: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 60%, #0e7490 100%)',
  closingGradient: 'linear-gradient(135deg, #0f172a 0%, #1d4ed8 100%)',
  /** A white button on a dark band, and its hover. */
  button: '#ffffff',
  buttonHover: '#e2e8f0',
  outline: 'rgba(255,255,255,.7)',
  outlineHover: 'rgba(255,255,255,.08)',
  /** The focus ring on dark bands where white would be lost on a white button: amber, 3:1 on both. */
  focus: '#fde68a',
  /** The focus ring inside code samples. */
  codeFocus: '#93c5fd',
  shadow: '0 20px 40px rgba(0,0,0,.35)',
} as const;

/**
 * WCAG 2.2 AA (1.4.11, 2.4.7): every focus indicator is a 2 px ring with at least 3:1 contrast against what is next
 * to it. It is the scheme's primary colour (blue on light, light blue on dark); a dark or coloured surface sets
 * `--focus-ring-color` to `onDark`.
 */
export const FOCUS_RING = {
  color: 'var(--mui-palette-primary-main)',
  onDark: '#ffffff',
  onSidebar: DARK_SURFACE.accent,
  width: 2,
  offset: 2,
} as const;

/** The outline of a focus ring, following the surface's `--focus-ring-color`. */
export const focusRingOutline = `${FOCUS_RING.width}px solid var(--focus-ring-color, ${FOCUS_RING.color})`;
