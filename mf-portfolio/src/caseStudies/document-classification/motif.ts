/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="8" y="26" width="56" height="72" rx="4"/><rect x="32" y="16" width="56" height="72" rx="4"/><rect x="56" y="6" width="56" height="72" rx="4"/>',
  '<path d="M66 22h36M66 34h36M66 46h22"/><path d="M70 96l10 10 24-24"/>',
].join('');
