/** This case study's line-art on its cover, in a 120 × 120 box (scripts/caseStudies.ts draws cover.svg with it). */
export default [
  '<rect x="4" y="30" width="112" height="60" rx="8"/><rect x="12" y="38" width="96" height="44" rx="4"/>',
  '<path d="M24 50v20M34 50v20M24 60h10M46 50h12v10H46v10h12M68 50v20h12M92 50v20M86 50h12"/>',
].join('');
