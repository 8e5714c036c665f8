/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="14" y="8" width="84" height="104" rx="10"/><circle cx="56" cy="46" r="18"/>',
  '<path d="M24 112c4-24 18-36 32-36s28 12 32 36"/>',
  '<path d="M106 8c2 9 5 12 14 14-9 2-12 5-14 14-2-9-5-12-14-14 9-2 12-5 14-14z"/>',
].join('');
