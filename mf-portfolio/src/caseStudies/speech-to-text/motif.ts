/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="30" y="6" width="30" height="56" rx="15"/><path d="M16 48a29 29 0 0 0 58 0M45 78v18M30 104h30"/>',
  '<path d="M86 30h28M86 46h28M86 62h20"/>',
].join('');
