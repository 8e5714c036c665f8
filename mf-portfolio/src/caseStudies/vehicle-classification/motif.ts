/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M10 78h100V62l-14-6-16-22H42L26 56l-16 6z"/><circle cx="34" cy="82" r="10"/><circle cx="86" cy="82" r="10"/>',
  '<rect x="2" y="22" width="116" height="80" rx="4" stroke-dasharray="6 5"/>',
].join('');
