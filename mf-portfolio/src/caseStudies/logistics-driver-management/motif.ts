/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M6 30h68v52H6zM74 48h24l16 18v16H74z"/><circle cx="26" cy="90" r="10"/><circle cx="94" cy="90" r="10"/>',
  '<path d="M18 46h20M18 60h36"/>',
].join('');
