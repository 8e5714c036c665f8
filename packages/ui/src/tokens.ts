/** Design tokens: the few numbers and colours every app agrees on. */
export const MOBILE_BREAKPOINT = 768;

export const SIDEBAR = {
  expandedWidth: 232,
  collapsedWidth: 64,
  topBarHeight: 64,
} as const;

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

/**
 * WCAG 2.2 AA (1.4.11, 2.4.7): every focus indicator is a 2 px ring with at least 3:1 contrast against what is next
 * to it. Light surfaces use the primary blue; a dark or coloured surface sets `--focus-ring-color` to `onDark`.
 */
export const FOCUS_RING = {
  color: COLORS.primary,
  onDark: '#ffffff',
  /** The sidebar's own light blue: 10:1 on its #0f172a. */
  onSidebar: '#7dd3fc',
  width: 2,
  offset: 2,
} as const;

/** The outline of a focus ring, following the surface's `--focus-ring-color`. */
export const focusRingOutline = `${FOCUS_RING.width}px solid var(--focus-ring-color, ${FOCUS_RING.color})`;
