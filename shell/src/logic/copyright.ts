import type { SiteConfig } from '@portfolio/ui/site';

/**
 * The footer's last line: the owner holds the copyright, so a visitor sees who stands behind the site. No year: the
 * spec gives none, and a year taken from the clock would differ between the prerendered page and its hydration.
 */
export const copyrightLine = (site: Pick<SiteConfig, 'ownerName' | 'name'>) => `© ${site.ownerName} · ${site.name}`;
