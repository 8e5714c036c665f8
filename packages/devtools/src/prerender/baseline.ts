import path from 'node:path';

/** Where `prerender:baseline` records the pages of a build, for `test:prerender-equality` to compare against (git-ignored). */
export const BASELINE_FILE = process.env.PRERENDER_BASELINE ?? path.resolve(import.meta.dirname, '..', '..', '.prerender-baseline.json');
