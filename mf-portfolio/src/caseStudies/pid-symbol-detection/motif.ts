/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M4 70h16M100 70h16"/><path d="M20 50l30 20-30 20zM80 50L50 70l30 20z"/>',
  '<circle cx="50" cy="24" r="12"/><path d="M50 36v34"/>',
  '<rect x="14" y="6" width="72" height="92" rx="4" stroke-dasharray="6 5"/>',
].join('');
