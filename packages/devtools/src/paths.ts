import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';

/** The repository root, found from this file (packages/devtools/src). */
export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export const appDir = (app: AppName) => path.join(REPO_ROOT, APPS[app].dir);
export const distDir = (app: AppName) => path.join(appDir(app), 'dist');
