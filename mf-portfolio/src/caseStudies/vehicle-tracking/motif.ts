/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M18 118L48 4M102 118L72 4M60 112v-14M60 84v-12M60 58v-10M60 36v-8"/>',
  '<rect x="28" y="78" width="20" height="28" rx="4"/><rect x="70" y="40" width="14" height="20" rx="3"/>',
  '<path d="M38 74V52M77 36V18" stroke-dasharray="3 4"/>',
].join('');
