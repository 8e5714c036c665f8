/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M32 118V48a28 28 0 0 1 56 0v70"/>',
  '<path d="M44 50a16 16 0 0 1 32 0v20a6 6 0 0 1-6 6H50a6 6 0 0 1-6-6z"/>',
  '<path d="M38 50a22 22 0 0 1 44 0v26a8 8 0 0 1-8 8H46a8 8 0 0 1-8-8z" stroke-dasharray="4 4"/>',
].join('');
