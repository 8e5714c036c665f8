/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<path d="M14 10h76a10 10 0 0 1 10 10v92H24a10 10 0 0 1-10-10z"/><path d="M14 92a10 10 0 0 1 10-10h76"/>',
  '<path d="M30 30h54M30 44h54M30 58h30"/><path d="M56 72c6-10 10-14 12-10s-6 10 0 10 8-8 14-6"/>',
].join('');
