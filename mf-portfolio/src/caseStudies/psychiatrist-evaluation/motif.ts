/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M36 114V94C22 86 14 72 14 54a40 40 0 0 1 80 0c0 6 6 16 10 22l-10 4v14a8 8 0 0 1-8 8H72v12"/>',
  '<path d="M36 54h6l5-10 8 20 6-14 5 4h8"/>',
].join('');
