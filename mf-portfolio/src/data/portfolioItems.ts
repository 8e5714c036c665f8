import { COVERS, COVER_FIGURES } from '../caseStudies/covers';
import { coverAlt } from '../logic/coverAlt';
import { PROJECTS } from './projects';
import type { PortfolioItem } from './projectTypes';

/** The records with their cover images and the images' alt text: what the listing and the featured cards show. */
export const PORTFOLIO_ITEMS: readonly PortfolioItem[] = PROJECTS.map((project) => ({
  ...project,
  cover_image: COVERS[project.slug],
  cover_alt: coverAlt(project.title, project.output, COVER_FIGURES[project.slug]),
}));

export const FEATURED_ITEMS: readonly PortfolioItem[] = PORTFOLIO_ITEMS.filter((item) => item.featured === 'true');

export function findItem(slug: string): PortfolioItem | undefined {
  return PORTFOLIO_ITEMS.find((item) => item.slug === slug);
}
