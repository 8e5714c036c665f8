export { serveStatic, type StaticServer } from './serveStatic';
export { buildMissing, isBuilt } from './build';
export { distDir, appDir, REPO_ROOT } from './paths';
export { publicPaths } from './prerender/publicPaths';
export { PRERENDERED_APPS } from './prerender/pagesOf';
export { runPrerender, isPrerendered } from './build';
export { SITE, pageTitle, type SiteConfig } from '@portfolio/ui/site';
export { releaseAll, releaseOne, rollback, readState, remoteFolder, pageFile, type ReleaseState } from './deploy/release';
export { nginxBinary } from './deploy/nginxBinary';
