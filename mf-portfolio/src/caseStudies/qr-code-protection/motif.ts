/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="8" y="8" width="34" height="34" rx="3"/><rect x="78" y="8" width="34" height="34" rx="3"/><rect x="8" y="78" width="34" height="34" rx="3"/>',
  '<rect x="18" y="18" width="14" height="14" fill="#fff"/><rect x="88" y="18" width="14" height="14" fill="#fff"/><rect x="18" y="88" width="14" height="14" fill="#fff"/>',
  '<path d="M56 10v14M56 36v10M56 58h14M84 58h28M58 74v38M74 74h10v14M98 78v10M84 100h28"/>',
].join('');
