/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="4" y="22" width="112" height="76" rx="8"/><circle cx="32" cy="52" r="12"/>',
  '<path d="M18 84c4-10 24-10 28 0M58 44h46M58 58h46M58 72h30"/><path d="M0 60h120" stroke-dasharray="4 4"/>',
].join('');
