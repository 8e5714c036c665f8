/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default '<rect x="6" y="20" width="108" height="76" rx="18"/><path d="M50 42l26 16-26 16z"/><path d="M20 110h80" stroke-dasharray="4 6"/>';
