/**
 * The one page frame (issue 30): every page's content sits in a column of this width, centred in the space beside
 * the sidebar, with the same gutter on both sides, so the first heading of every page starts at the same x.
 */
export const PAGE_FRAME = {
  /** The widest a page's content gets (px). */
  maxWidth: 1200,
  /** The space between the viewport (or the sidebar) and the content, in theme spacing units per breakpoint. */
  gutter: { xs: 2, md: 4 },
  /** The space above and below the content, in theme spacing units per breakpoint. */
  block: { xs: 2, md: 4 },
  /** The space between the top bar and the content, in theme spacing units: 24 px at every width (issue 38). */
  top: 3,
  /** Marks the frame's element, so browser tests find the content column of any page. */
  attribute: 'data-page-frame',
} as const;

/**
 * Where the floating quote button lives, so it never lies over content: under 768 px in a dock across the bottom of
 * the window (the button, 8 px above and below it, a 1 px rule), whose height the page keeps free below its last
 * content; from 768 px up at the bottom of the sidebar, below its links.
 */
export const QUOTE_BUTTON_SPACE = {
  buttonHeight: 48,
  /** The phone dock's height (px). */
  dockHeight: 48 + 2 * 8 + 1,
  /** The room the page keeps free below its last content on phones (px): the dock and a gap. */
  reserve: 48 + 2 * 8 + 1 + 16,
} as const;

/**
 * Sx that lets a band (a hero, a closing call) reach into the gutter, its text staying on the frame's edge.
 * @deprecated Unused since the case-study bands became cards on the frame (mf-portfolio's darkBand.ts); removing it is a major version.
 */
export const bleedIntoGutter = {
  mx: { xs: -PAGE_FRAME.gutter.xs, md: -PAGE_FRAME.gutter.md },
  px: { xs: PAGE_FRAME.gutter.xs, md: PAGE_FRAME.gutter.md },
} as const;
