/** The code samples' colours: highlighted token colours are lifted at build time to AA contrast on CODE_BACKGROUND. */
export const CODE_BACKGROUND = '#0f172a';
export const CODE_TEXT = '#e2e8f0';
export const CODE_BAR = '#1e293b';
/** The language tag and the copy button on the bar. */
export const CODE_SOFT = '#cbd5e1';
export const CODE_STRONG = '#f8fafc';
/** The focus ring inside a sample: 8:1 on its background. */
export const CODE_FOCUS = '#93c5fd';
/** The code samples' typeface: the platform's monospace, no web font. */
export const CODE_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
