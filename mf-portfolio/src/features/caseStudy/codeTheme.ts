/** The code samples' colours: highlighted token colours are lifted at build time to AA contrast on CODE_BACKGROUND. */
export const CODE_BACKGROUND = '#0f172a';
export const CODE_TEXT = '#e2e8f0';
export const CODE_BAR = '#1e293b';
