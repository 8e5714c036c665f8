import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_ROUTES, ROUTE_AREAS, type RouteArea } from '@portfolio/federation/areas';
import { APPS, type RemoteName } from '@portfolio/federation/ports';

/** The `paths` of an app's prerender.json (the shell's own pages; a remote's prerendered routes). */
const prerenderPaths = (app: string): readonly string[] =>
  (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', app, 'prerender.json'), 'utf8')) as { paths: string[] }).paths;

/** The shell's own pages (site spec §2.1: Home and About), as shell/prerender.json lists them. */
export const SHELL_PAGES = prerenderPaths('shell');

/**
 * One deeper path of each nested route area (`/portfolio/<slug>`): the first its remote prerenders, so a case study
 * that exists today stands for all of them.
 */
function nestedSample(found: RouteArea): string | null {
  if (!found.place.nested) return null;
  const owner = found.id.split('/')[0] as RemoteName;
  return prerenderPaths(APPS[owner].dir).find((p) => p.startsWith(`/${found.place.route}/`)) ?? null;
}

/** A route with the app that owns it; a remote page arrives as that remote's exposed chunk. */
export type OwnedRoute = { path: string; owner: 'shell' } | { path: string; owner: RemoteName; expose: string };

/**
 * Every route a visitor may open (site spec §2.1), from the area table plus the shell's pages. Routes only their
 * owner may see (guard `owner`) answer others with the 404 page and are left to their own tests.
 */
export const VISITOR_ROUTES: readonly OwnedRoute[] = [
  ...SHELL_PAGES.map((p) => ({ path: p, owner: 'shell' as const })),
  ...ROUTE_AREAS.filter((a) => a.place.guard !== 'owner').flatMap((a) => {
    const [owner, expose] = a.id.split('/') as [RemoteName, string];
    const sample = nestedSample(a);
    return [`/${a.place.route}`, ...(sample ? [sample] : [])].map((p) => ({ path: p, owner, expose }));
  }),
];

/** The public pages, prerendered as complete HTML: the shell's pages, the prerendered route areas and a case study. */
export const PUBLIC_PATHS: readonly string[] = [
  ...SHELL_PAGES,
  ...PRERENDERED_ROUTES.flatMap((route) => {
    const found = ROUTE_AREAS.find((a) => `/${a.place.route}` === route);
    const sample = found ? nestedSample(found) : null;
    return [route, ...(sample ? [sample] : [])];
  }),
];
