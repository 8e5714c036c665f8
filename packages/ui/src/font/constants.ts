/**
 * The site's typeface: Inter, a variable font the shell serves from its own origin, and a fallback face with Inter's
 * metrics for the moment before it arrives (docs/decisions/027-self-hosted-font.md).
 */
export const FONT = {
  family: 'Inter',
  fallbackFamily: 'Inter Fallback',
  /** The weight axis the served subset keeps: from the lightest weight the site sets to the heaviest. */
  weights: { min: 400, max: 800 },
  display: 'swap',
  /** The URL folder of the served file, in the shell's build output. */
  folder: 'static/font',
} as const;

/**
 * The local fonts the fallback face is made of, regular and bold: Arial, or Liberation Sans where Arial is not
 * installed (Linux), which has Arial's widths and vertical metrics, so one set of overrides fits both. Each by its
 * full name and its PostScript name, the two names `local()` matches.
 */
export const FALLBACK_LOCAL_FONTS = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  700: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
} as const;

/** The system's own faces, for characters outside the subset and for a browser that loads neither face above. */
export const SYSTEM_FONTS = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'] as const;

/** The theme's `fontFamily`: Inter, then its metric-adjusted fallback, then the system's faces. */
export const FONT_STACK = [`"${FONT.family}"`, `"${FONT.fallbackFamily}"`, ...SYSTEM_FONTS].join(',');

/**
 * The characters every subset keeps whatever the site's text holds: printable ASCII and Latin-1, so a visitor's
 * name or message (the inbox, the profile) renders in Inter too.
 */
export const ALWAYS_KEPT = { ascii: [0x20, 0x7e], latin1: [0xa0, 0xff] } as const;
