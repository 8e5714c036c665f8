import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';
import { PRERENDERED_ROUTES } from '@portfolio/federation/areas';
import { appDir } from '../paths';

/** Path the shell renders for its 404 frame (any unknown path shows the 404 page). */
export const NOT_FOUND_PROBE = '/__prerender-not-found';

/**
 * The public paths an app prerenders, from its `prerender.json` (`{ "paths": [...] }`): a remote lists the routes it
 * renders (and Home when it has a slot there); the shell lists its own pages, and renders its frame around every
 * prerendered route of the area table too. Apps without the file prerender nothing.
 */
export function pathsOf(app: AppName): string[] {
  let listed: string[] = [];
  try {
    listed = (JSON.parse(readFileSync(path.join(appDir(app), 'prerender.json'), 'utf8')) as { paths: string[] }).paths;
  } catch {
    listed = [];
  }
  return app === 'shell' ? [...new Set([...listed, ...PRERENDERED_ROUTES])] : listed;
}

export const PRERENDERED_APPS = (Object.keys(APPS) as AppName[]).filter((app) => pathsOf(app).length > 0);
