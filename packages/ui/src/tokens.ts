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
