/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<circle cx="60" cy="60" r="50"/><circle cx="60" cy="60" r="18"/>',
  '<path d="M60 10v32M60 78v32M10 60h32M78 60h32M25 25l22 22M73 73l22 22M95 25L73 47M47 73L25 95"/>',
].join('');
