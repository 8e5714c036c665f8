/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M8 32V8h24M88 8h24v24M112 88v24H88M32 112H8V88"/>',
  '<ellipse cx="60" cy="58" rx="28" ry="36"/>',
  '<circle cx="50" cy="52" r="3" fill="#fff"/><circle cx="70" cy="52" r="3" fill="#fff"/><path d="M52 74q8 6 16 0"/>',
].join('');
