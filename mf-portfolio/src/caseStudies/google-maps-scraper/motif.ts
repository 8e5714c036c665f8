/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default '<path d="M60 112s36-38 36-66a36 36 0 0 0-72 0c0 28 36 66 36 66z"/><circle cx="60" cy="46" r="12"/><path d="M4 112h112" stroke-dasharray="6 6"/>';
