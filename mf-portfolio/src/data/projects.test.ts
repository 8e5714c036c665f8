import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseStudyFolders, folderFile, renderCover } from '../../scripts/caseStudies';
import { COVERS } from '../caseStudies/covers';
import { categoriesOf } from '../logic/categories';
import { coverAlt } from '../logic/coverAlt';
import { FEATURED_ITEMS, PORTFOLIO_ITEMS, findItem } from './portfolioItems';
import { PROJECTS, SLUGS } from './projects';
import { CASE_STUDY_ROUTES as SPEC_ROUTES } from '@portfolio/ui/case-study-routes';
import { CATEGORIES, MONTHS } from './types';

/** Case-study spec §2: the page identifiers the spec names. */
const SPEC_PAGE_IDS = [
  'FaceShapePrediction',
  'FaceRecognition',
  'HeadshotsGenerator',
  'PsychiatristEvaluation',
  'SpeechToText',
  'GambleSystem',
  'GoogleMapsScraper',
  'ReviewScraper',
  'ReviewAnalysis',
  'PIDSymbolDetection',
  'YouTubeAutomation',
  'VUDENCAI',
  'SkinDiseaseClassification',
  'NailSegmentation',
];

/** Case-study spec §3's table of known dates and categories. */
const SPEC_TABLE: Record<string, { worked_on: string; category: string | string[] }> = {
  'google-maps-scraper': { worked_on: 'April 2023', category: 'web-scraping' },
  'review-scraper': { worked_on: 'November 2023', category: 'web-scraping' },
  'review-analysis': { worked_on: 'October 2023', category: 'data-analysis' },
  'pid-symbol-detection': { worked_on: 'August 2023', category: 'computer-vision' },
  'youtube-automation': { worked_on: 'March 2024', category: 'automation' },
  vudencai: { worked_on: 'January 2024', category: 'security' },
  'skin-disease-classification': { worked_on: 'December 2023', category: 'medical-ai' },
  'nails-segmentation': { worked_on: 'July 2023', category: 'computer-vision' },
  'invisible-watermark': { worked_on: 'June 2023', category: 'image-processing' },
  'audio-content-filter': { worked_on: 'April 2024', category: 'audio-processing' },
  'thai-driving-license-ocr': { worked_on: 'February 2023', category: ['computer-vision', 'OCR'] },
  'water-meter-ocr': { worked_on: 'January 2023', category: 'computer-vision' },
  'signature-detection': { worked_on: 'April 2024', category: ['computer-vision', 'security', 'image-processing'] },
  'logistics-driver-management': { worked_on: 'March 2024', category: ['data-analysis', 'web application'] },
};

describe('the project records', () => {
  it('are one per case-study folder, each once', () => {
    expect([...SLUGS].sort()).toEqual(caseStudyFolders());
    expect(new Set(SLUGS).size).toBe(caseStudyFolders().length);
  });

  it('include every route of the spec, listed in its order', () => {
    expect(SLUGS.filter((slug) => SPEC_ROUTES.includes(slug))).toEqual(SPEC_ROUTES);
  });

  it('have unique ids from 1 and routes under /portfolio/', () => {
    expect(PROJECTS.map((p) => p.id)).toEqual(Array.from({ length: caseStudyFolders().length }, (_, i) => i + 1));
    for (const p of PROJECTS) expect(p.route).toBe(`/portfolio/${p.slug}`);
  });

  it('are complete', () => {
    for (const p of PROJECTS) {
      expect(p.title.trim(), p.slug).not.toBe('');
      expect(p.overview.trim(), p.slug).not.toBe('');
      expect(p.shortDescription.trim(), p.slug).not.toBe('');
      expect(p.tags.length, p.slug).toBeGreaterThanOrEqual(3);
      for (const tag of p.tags) expect(tag.trim(), p.slug).not.toBe('');
      expect(['true', 'false']).toContain(p.featured);
      if (p.worked_on !== undefined) expect(p.worked_on).toMatch(new RegExp(`^(${MONTHS.join('|')}) 20\\d\\d$`));
      expect(categoriesOf(p.category).length, p.slug).toBeGreaterThan(0);
      for (const c of categoriesOf(p.category)) expect(CATEGORIES, p.slug).toContain(c);
      expect(p.views).toBe(0);
    }
  });

  it('carry unique page identifiers, including every identifier the spec names', () => {
    const ids = PROJECTS.map((p) => p.pageId);
    expect(new Set(ids).size).toBe(PROJECTS.length);
    for (const id of SPEC_PAGE_IDS) expect(ids).toContain(id);
    expect(PROJECTS.find((p) => p.slug === 'gamble')?.pageId).toBe('GambleSystem');
    expect(PROJECTS.find((p) => p.slug === 'nails-segmentation')?.pageId).toBe('NailSegmentation');
    expect(PROJECTS.find((p) => p.slug === 'vudencai')?.pageId).toBe('VUDENCAI');
  });

  it("keep the spec's dates and categories where it gives them", () => {
    for (const [slug, known] of Object.entries(SPEC_TABLE)) {
      const p = PROJECTS.find((x) => x.slug === slug)!;
      expect(p.worked_on, slug).toBe(known.worked_on);
      expect(p.category, slug).toEqual(known.category);
    }
  });

  it('show no date and no confirmed category for the projects whose dates the spec does not show', () => {
    const undated = PROJECTS.filter((p) => p.worked_on === undefined).map((p) => p.slug);
    const specPages = PROJECTS.filter((p) => SPEC_ROUTES.includes(p.slug));
    expect(undated.filter((slug) => SPEC_ROUTES.includes(slug)).sort()).toEqual(
      specPages
        .filter((p) => !(p.slug in SPEC_TABLE))
        .map((p) => p.slug)
        .sort(),
    );
    expect(undated.filter((slug) => SPEC_ROUTES.includes(slug))).toHaveLength(13);
    for (const p of specPages) expect(p.categoryUnconfirmed === true, p.slug).toBe(!(p.slug in SPEC_TABLE));
  });

  it('use only the categories the spec says were seen for the undated projects', () => {
    const seen = ['computer-vision', 'gen-ai', 'nlp', 'data-analysis', 'image-processing'];
    for (const p of PROJECTS.filter((x) => SPEC_ROUTES.includes(x.slug) && !(x.slug in SPEC_TABLE))) {
      for (const c of categoriesOf(p.category)) expect(seen, p.slug).toContain(c);
    }
  });

  it('feature exactly the three projects of the home page', () => {
    expect(FEATURED_ITEMS.map((p) => p.title)).toEqual(['Face Recognition System', 'AI Headshots Generator', 'AI Psychiatrist Evaluation System']);
  });
});

describe('the covers', () => {
  it('exist for every project, each its own file', () => {
    expect(Object.keys(COVERS).sort()).toEqual(caseStudyFolders());
    expect(new Set(Object.values(COVERS)).size).toBe(caseStudyFolders().length);
    for (const item of PORTFOLIO_ITEMS) expect(item.cover_image).toBe(COVERS[item.slug]);
  });

  it('are up to date with the cover generator (pnpm --filter mf-portfolio case-studies)', async () => {
    for (const p of PROJECTS) {
      const file = readFileSync(folderFile(p.slug, 'cover.svg'), 'utf8');
      expect(file, p.slug).toBe(await renderCover(p.slug));
    }
  });

  it('have alt text that says the words drawn on the cover file, in both its looks (one set of <text>)', () => {
    const unescape = (text: string) =>
      text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    for (const item of PORTFOLIO_ITEMS) {
      const svg = readFileSync(folderFile(item.slug, 'cover.svg'), 'utf8');
      const [output, value, label] = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => unescape(m[1]!));
      expect(item.cover_alt, item.slug).toBe(coverAlt(item.title, output!, value ? { value, label: label! } : undefined));
    }
  });

  it('are found by slug', () => {
    expect(findItem('gamble')?.title).toBe('Betting Pattern Analysis');
    expect(findItem('nope')).toBeUndefined();
  });
});
