/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M18 6h58l26 26v82H18z"/><path d="M76 6v26h26"/>',
  '<circle cx="42" cy="38" r="10"/><path d="M28 62c2-8 26-8 28 0M30 78h56M30 92h40"/>',
].join('');
