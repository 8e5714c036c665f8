import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, SERVER_DIST, SERVER_ENTRY_FILE, currentConfigHash, outdatedBuilds, readStamp, type AppName } from '@portfolio/federation';
import { checkChild } from './lifecycle';
import { REPO_ROOT, appDir, distDir } from './paths';
import { PRERENDERED_APPS } from './prerender/pagesOf';

const ALL = Object.keys(APPS) as AppName[];

/** Built: the browser build and the server bundle the prerender renders with (a build from before it has none). */
export const isBuilt = (app: AppName) =>
  existsSync(path.join(distDir(app), 'index.html')) && existsSync(path.join(appDir(app), SERVER_DIST, SERVER_ENTRY_FILE));

/** An app's pages are prerendered when its build has them (apps without public pages have none to make). */
export const isPrerendered = (app: AppName) =>
  !PRERENDERED_APPS.includes(app) || existsSync(path.join(distDir(app), 'prerender', app === 'shell' ? 'frames.json' : 'pages.json'));

/** Runs the prerender step (in Node, from the builds' server bundles) for some apps; as `pnpm prerender`, with its tsconfig. */
export function runPrerender(apps: AppName[]) {
  const devtools = path.join(import.meta.dirname, '..');
  const tsx = path.join(devtools, 'node_modules', '.bin', 'tsx');
  const args = ['--tsconfig', path.join(devtools, 'tsconfig.render.json'), path.join(import.meta.dirname, 'prerender', 'cli.ts'), ...apps];
  const result = spawnSync(tsx, args, { stdio: 'inherit' });
  checkChild(result, `Prerendering ${apps.join(', ')}`);
}

/** The built apps among `apps` made from another site config than the current one (or from an unknown one). */
export function outdatedApps(apps: AppName[] = ALL, root = REPO_ROOT, distOf: (app: AppName) => string = distDir): AppName[] {
  const built = apps.filter((a) => existsSync(path.join(distOf(a), 'index.html')));
  const stamps = Object.fromEntries(built.map((a) => [a, readStamp(distOf(a))])) as Record<AppName, string | null>;
  return outdatedBuilds(stamps, currentConfigHash(root));
}

/**
 * Builds every app whose production build is missing (a fresh clone builds all five) or in `rebuild`, then
 * prerenders the pages of any app that has none yet. Prerendering needs every app built: it renders the composition.
 */
export function buildMissing(apps: AppName[] = ALL, rebuild: AppName[] = []) {
  const needsBuild = (a: AppName) => !isBuilt(a) || rebuild.includes(a);
  const toPrerender = apps.filter((a) => needsBuild(a) || !isPrerendered(a)).filter((a) => PRERENDERED_APPS.includes(a));
  const toBuild = toPrerender.length ? ALL.filter(needsBuild) : apps.filter(needsBuild);
  for (const app of toBuild) {
    console.log(`Building ${APPS[app].dir}…`);
    const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], { cwd: appDir(app), stdio: 'inherit' });
    checkChild(result, `The build of ${APPS[app].dir}`);
  }
  if (toPrerender.length) runPrerender(toPrerender);
}
