import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASELINE_FILE } from './baseline';
import { compareSnapshots, type PageSnapshot } from './pageSnapshot';
import { snapshotBuilds } from './siteSnapshot';

/**
 * The current builds' pages against a recorded baseline (`pnpm --filter @portfolio/devtools prerender:baseline` on the
 * build before a change): every public page keeps its text, head, styled classes and markup (issue 28).
 */
describe('prerendered pages before and after', () => {
  if (!existsSync(BASELINE_FILE)) throw new Error(`No baseline at ${BASELINE_FILE}: record one with \`prerender:baseline\` on the build to compare with.`);
  const before = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, PageSnapshot>;
  const differences = compareSnapshots(before, snapshotBuilds());

  it('has the same public pages', () => {
    expect(differences.filter((d) => d.part === 'page')).toEqual([]);
  });
  for (const part of ['text', 'head', 'styles', 'markup'] as const) {
    it(`keeps each page's ${part}`, () => {
      expect(differences.filter((d) => d.part === part).map((d) => `${d.page}: ${d.detail}`)).toEqual([]);
    });
  }
});
