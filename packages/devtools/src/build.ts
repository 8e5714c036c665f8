import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { APPS, type AppName } from '@portfolio/federation';
import { appDir, distDir } from './paths';

export const isBuilt = (app: AppName) => existsSync(path.join(distDir(app), 'mf-manifest.json'));

/** Builds every app whose production build is missing (a fresh clone builds all five). */
export function buildMissing(apps: AppName[] = Object.keys(APPS) as AppName[]) {
  for (const app of apps.filter((a) => !isBuilt(a))) {
    console.log(`Building ${APPS[app].dir}…`);
    const result = spawnSync('pnpm', ['exec', 'rsbuild', 'build'], { cwd: appDir(app), stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`The build of ${APPS[app].dir} failed.`);
  }
}
