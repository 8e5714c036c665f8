import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';
import { appDir } from '../paths';

/** Path the shell renders for its 404 frame (any unknown path shows the 404 page). */
export const NOT_FOUND_PROBE = '/__prerender-not-found';

/**
 * The public paths an app prerenders, from its `prerender.json` (`{ "paths": [...] }`): a remote lists
 * the routes it renders, and Home when it has a slot there. Apps without the file prerender nothing.
 */
export function pathsOf(app: AppName): string[] {
  try {
    const file = JSON.parse(readFileSync(path.join(appDir(app), 'prerender.json'), 'utf8')) as { paths: string[] };
    return file.paths;
  } catch {
    return [];
  }
}

export const PRERENDERED_APPS = (Object.keys(APPS) as AppName[]).filter((app) => pathsOf(app).length > 0);
