import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS, REMOTE_NAMES, type AppName } from '@portfolio/federation';
import { releaseAll, remoteFolder } from '../deploy/release';
import { distDir } from '../paths';
import { snapshotPage, type PageSnapshot } from './pageSnapshot';

/** The composed pages of a release's site folder: `index.html` files by path, and `404.html` as `/404`. */
function composedPages(siteDir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  const remoteDirs = new Set<string>(REMOTE_NAMES.map(remoteFolder));
  const visit = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (!(dir === siteDir && remoteDirs.has(name))) visit(full);
      } else if (name === 'index.html') pages[`/${path.relative(siteDir, dir)}`.replace(/\/$/, '') || '/'] = full;
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
