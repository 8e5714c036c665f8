import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { caseStudyCards, noteCards } from './caseStudyCards';
import type { RemotePages } from './types';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('caseStudyCards', () => {
  it("takes each case study's title and its own SVG cover from the build, whatever the image's attribute order", () => {
    dist = mkdtempSync(path.join(tmpdir(), 'cards-'));
    mkdirSync(path.join(dist, 'static/svg'), { recursive: true });
    writeFileSync(path.join(dist, 'static/svg/cv.0123abcd.svg'), '<svg/>');
    const pages: RemotePages = {
      '/portfolio': { 'mf_portfolio/routes': { html: '<h1>All</h1>', rules: [], head: '<title>Portfolio | Site</title>' } },
      '/portfolio/cv-parser': {
        'mf_portfolio/routes': {
          html: '<img alt="" src="https://other.example/x.svg"><img alt="Cover" src="{{remote-base:mf_portfolio}}static/js/../../static/svg/cv.0123abcd.svg">',
          rules: [],
          head: '<title>CV Parser &amp; More | Site</title><meta name="description" content="d">',
        },
      },
      '/portfolio/no-cover': { 'mf_portfolio/routes': { html: '<p>x</p>', rules: [], head: '<title>No Cover | Site</title>' } },
    };
    const cards = caseStudyCards(pages, dist);
    expect(cards.map(({ file, title, image }) => ({ file, title, image: image?.toString() }))).toEqual([
      { file: 'og/cv-parser.png', title: 'CV Parser & More', image: '<svg/>' },
      { file: 'og/no-cover.png', title: 'No Cover', image: undefined },
    ]);
  });
});

describe('noteCards', () => {
  it("takes each post's title, and leaves out the listing", () => {
    dist = mkdtempSync(path.join(tmpdir(), 'cards-'));
    const pages: RemotePages = {
      '/notes': { 'mf_notes/routes': { html: '<h1>Notes</h1>', rules: [], head: '<title>Notes | Site</title>' } },
      '/notes/a-note': { 'mf_notes/routes': { html: '<h1>A</h1>', rules: [], head: '<title>Two &amp; two | Site</title>' } },
    };
    expect(noteCards(pages)).toEqual([{ file: 'og/a-note.png', title: 'Two & two', subtitle: '' }]);
  });
});
