/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="6" y="14" width="108" height="84" rx="6"/>',
  '<path d="M60 30c14 18 20 28 20 38a20 20 0 0 1-40 0c0-10 6-20 20-38z" stroke-dasharray="5 5"/>',
].join('');
