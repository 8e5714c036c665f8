import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_FILE } from './baseline';
import { snapshotBuilds } from './siteSnapshot';

/** `pnpm --filter @portfolio/devtools prerender:baseline [file]`: records the current builds' pages to compare later. */
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? BASELINE_FILE);
const pages = snapshotBuilds();
writeFileSync(file, `${JSON.stringify(pages, null, 1)}\n`);
console.log(`Recorded ${Object.keys(pages).length} pages in ${file}`);
