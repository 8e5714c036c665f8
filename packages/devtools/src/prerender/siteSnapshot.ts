import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, REMOTE_NAMES, type AppName } from '@portfolio/federation';
import { releaseAll, remoteFolder } from '../deploy/release';
import { distDir } from '../paths';
import { snapshotPage, type PageSnapshot } from './pageSnapshot';

/** The composed pages of a release's site folder by path (pageFile's layout: `index.html`, `portfolio/x.html`), and `404.html` as `/404`. */
function composedPages(siteDir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  const remoteDirs = new Set<string>(REMOTE_NAMES.map(remoteFolder));
  // The frame of the app pages and the 404 page sit beside the pages but are none.
  const notPages = new Set(['app.html', '404.html']);
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = path.relative(siteDir, full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) {
        if (!(dir === siteDir && remoteDirs.has(name))) visit(full);
      } else if (rel === 'index.html') pages['/'] = full;
      else if (rel.endsWith('.html') && !notPages.has(rel)) pages[`/${rel.slice(0, -'.html'.length)}`] = full;
    }
  };
  visit(siteDir);
  pages['/404'] = path.join(siteDir, '404.html');
  return Object.fromEntries(Object.entries(pages).map(([p, file]) => [p, readFileSync(file, 'utf8')]));
}

/**
 * Every public page as the current builds compose it (a release into a temporary folder, as `pnpm release` writes it),
 * snapshotted: what the prerender produces, in a form that outlives a change of how it is produced.
 */
export function snapshotBuilds(dists: Partial<Record<AppName, string>> = {}): Record<string, PageSnapshot> {
  const out = mkdtempSync(path.join(tmpdir(), 'prerender-snapshot-'));
  try {
    const all = { ...Object.fromEntries((Object.keys(APPS) as AppName[]).map((a) => [a, distDir(a)])), ...dists };
    for (const [app, dir] of Object.entries(all))
      if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`No build of ${app} in ${dir}: run \`pnpm build\`.`);
    releaseAll({ out, dists: all, env: { SUPABASE_URL: 'https://backend.invalid', SUPABASE_ANON_KEY: 'snapshot' } });
    return Object.fromEntries(Object.entries(composedPages(path.join(out, 'site'))).map(([p, html]) => [p, snapshotPage(html)]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
