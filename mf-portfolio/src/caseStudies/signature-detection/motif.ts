/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M8 82c14-30 24-52 32-44s-18 44-8 44 20-40 30-34-6 30 4 30 14-16 22-20 10 6 18 4"/><path d="M8 100h104"/>',
  '<rect x="2" y="20" width="116" height="90" rx="4" stroke-dasharray="6 5"/>',
].join('');
