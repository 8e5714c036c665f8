/**
 * The 'No image' placeholder under a cover, per colour scheme (issue 30: it followed neither theme in dark mode): the
 * surface pulses between `from` and `to`, and the text keeps at least 4.5:1 on both at every frame.
 */
export const COVER_PLACEHOLDER = {
  light: { from: '#e2e8f0', to: '#f1f5f9', text: '#475569' },
  dark: { from: '#1e293b', to: '#273449', text: '#cbd5e1' },
} as const;
