import { areaForPath } from '@portfolio/federation/areas';

/**
 * The prerendered area that owns a path, from the area table: the remote page mounted at that route. Home and About
 * are the shell's own pages, so the shell owns them even when an area (featured projects) sits inside.
 */
export function routeOwnerId(pathname: string): string | null {
  const owner = areaForPath(pathname);
  return owner?.prerendered ? owner.id : null;
}
