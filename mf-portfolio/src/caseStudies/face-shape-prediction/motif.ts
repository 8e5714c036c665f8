/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<ellipse cx="60" cy="60" rx="36" ry="48"/>',
  '<path d="M60 10L98 46 84 100H36L22 46z" stroke-dasharray="5 5"/>',
  '<circle cx="47" cy="52" r="3" fill="#fff"/><circle cx="73" cy="52" r="3" fill="#fff"/><path d="M50 84q10 6 20 0"/>',
].join('');
