import { COVERS } from '../caseStudies/covers';
import { PROJECTS } from './projects';
import type { PortfolioItem } from './types';

/** The records with their cover images: what the listing and the featured cards show. */
export const PORTFOLIO_ITEMS: readonly PortfolioItem[] = PROJECTS.map((project) => ({ ...project, cover_image: COVERS[project.slug] }));

export const FEATURED_ITEMS: readonly PortfolioItem[] = PORTFOLIO_ITEMS.filter((item) => item.featured === 'true');

export function findItem(slug: string): PortfolioItem | undefined {
  return PORTFOLIO_ITEMS.find((item) => item.slug === slug);
}
