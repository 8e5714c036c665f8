import type { Block, CaseStudyContent } from '../data/contentTypes';

export interface Figure {
  value: string;
  label: string;
}

/** Every figure the page's content states (case-study spec §9), in page order, each once: the facts band leads with them. */
export function figuresOf(content: Pick<CaseStudyContent, 'technical' | 'extraSections'>): Figure[] {
  const blocks: Block[] = [...content.technical.subsections, ...(content.extraSections ?? []).flatMap((s) => s.subsections)].flatMap((s) => [...s.blocks]);
  const seen = new Set<string>();
  const figures: Figure[] = [];
  for (const block of blocks) {
    if (block.kind !== 'figures') continue;
    for (const { value, label } of block.items) {
      const key = `${value}\u0000${label}`;
      if (seen.has(key)) continue;
      seen.add(key);
      figures.push({ value, label });
    }
  }
  return figures;
}

/** The project after this one in the listing's order, wrapping to the first: the case study's 'Next project →'. */
export function nextInOrder<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  const index = items.findIndex((item) => item.slug === slug);
  if (index < 0 || items.length < 2) return undefined;
  return items[(index + 1) % items.length];
}
