import type { SiteConfig } from '@portfolio/ui/site';

/** The footer's last line: the owner holds the copyright, so a visitor sees who stands behind the site. */
export const copyrightLine = (site: Pick<SiteConfig, 'ownerName' | 'name'>, year: number) => `© ${year} ${site.ownerName} · ${site.name}. All rights reserved.`;
