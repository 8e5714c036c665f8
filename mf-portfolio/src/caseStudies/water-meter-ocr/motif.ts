/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<circle cx="60" cy="60" r="50"/><rect x="28" y="30" width="64" height="20" rx="3"/>',
  '<path d="M44 30v20M60 30v20M76 30v20"/><path d="M60 78l18-10"/><circle cx="60" cy="78" r="4" fill="#fff"/>',
  '<path d="M24 78h8M88 78h8M60 98v8"/>',
].join('');
