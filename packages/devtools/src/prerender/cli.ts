import { APPS, type AppName } from '@portfolio/federation';
import { PRERENDERED_APPS } from './pagesOf';
import { prerender } from './run';

/** `pnpm prerender [app…]`: prerender the given apps (folder or federation names), or all that have pages. */
const args = process.argv.slice(2);
const apps = args.length ? args.map((a) => (Object.keys(APPS) as AppName[]).find((k) => k === a || APPS[k].dir === a) ?? a) : PRERENDERED_APPS;
const unknown = apps.filter((a) => !(a in APPS));
if (unknown.length) {
  console.error(`Unknown app: ${unknown.join(', ')}`);
  process.exit(2);
}
prerender(apps as AppName[]).catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
