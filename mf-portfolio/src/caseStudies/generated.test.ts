import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_STUDIES_DIR, caseStudyFolders, coverFigures, renderCovers, renderIndex, renderPrerenderJson } from '../../scripts/caseStudies';
import { SLUGS } from '../data/projects';
import { CASE_STUDIES } from '.';

const RERUN = 'run `pnpm --filter mf-portfolio case-studies` after adding or removing a case-study folder';

describe('the files written from the case-study folders', () => {
  it(`index.ts lists every folder (${RERUN})`, () => {
    expect(readFileSync(path.join(CASE_STUDIES_DIR, 'index.ts'), 'utf8')).toBe(renderIndex(caseStudyFolders()));
    expect(Object.keys(CASE_STUDIES)).toEqual(caseStudyFolders());
  });

  it(`covers.ts lists every folder's cover and the figure on it (${RERUN}, or after editing a page's figures)`, async () => {
    const slugs = caseStudyFolders();
    expect(readFileSync(path.join(CASE_STUDIES_DIR, 'covers.ts'), 'utf8')).toBe(renderCovers(slugs, await coverFigures(slugs)));
  });

  it(`prerender.json lists Home, the listing and every folder in listing order (${RERUN})`, () => {
    expect(readFileSync(path.join(CASE_STUDIES_DIR, '..', '..', 'prerender.json'), 'utf8')).toBe(renderPrerenderJson(SLUGS));
  });

  it('names each folder as its URL segment: lowercase words joined by hyphens', () => {
    for (const slug of caseStudyFolders()) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
