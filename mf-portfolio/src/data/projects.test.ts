import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoriesOf } from '../logic/categories';
import { renderCoverSvg } from '../logic/coverArt';
import { COVERS } from './covers';
import { FEATURED_ITEMS, PORTFOLIO_ITEMS, findItem } from './portfolioItems';
import { PROJECTS } from './projects';
import { CATEGORIES, MONTHS, SLUGS } from './types';

/** Case-study spec §2, copied from the spec's route list. */
const SPEC_ROUTES =
  'google-maps-scraper, review-scraper, review-analysis, vudencai, skin-disease-classification, vehicle-tracking, vehicle-classification, youtube-automation, face-shape-prediction, face-recognition, headshots-generator, pid-symbol-detection, psychiatrist-evaluation, speech-to-text, nails-segmentation, invisible-watermark, gamble, cv-parser, audio-content-filter, qr-code-protection, thai-license-plate-recognition, bank-book-ocr, thai-driving-license-ocr, water-meter-ocr, signature-detection, document-classification, logistics-driver-management'.split(
    ', ',
  );

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
  it('are exactly the 27 routes of the spec, in its order, each once', () => {
    expect(SLUGS).toEqual(SPEC_ROUTES);
    expect(PROJECTS.map((p) => p.slug)).toEqual(SPEC_ROUTES);
    expect(new Set(PROJECTS.map((p) => p.slug)).size).toBe(27);
  });

  it('have unique ids from 1 and routes under /portfolio/', () => {
    expect(PROJECTS.map((p) => p.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
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
    expect(new Set(ids).size).toBe(27);
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
    expect(undated.sort()).toEqual(
      PROJECTS.filter((p) => !(p.slug in SPEC_TABLE))
        .map((p) => p.slug)
        .sort(),
    );
    expect(undated).toHaveLength(13);
    for (const p of PROJECTS) expect(p.categoryUnconfirmed === true, p.slug).toBe(!(p.slug in SPEC_TABLE));
  });

  it('use only the categories the spec says were seen for the undated projects', () => {
    const seen = ['computer-vision', 'gen-ai', 'nlp', 'data-analysis', 'image-processing'];
    for (const p of PROJECTS.filter((x) => !(x.slug in SPEC_TABLE))) {
      for (const c of categoriesOf(p.category)) expect(seen, p.slug).toContain(c);
    }
  });

  it('feature exactly the three projects of the home page', () => {
    expect(FEATURED_ITEMS.map((p) => p.title)).toEqual(['Face Recognition System', 'AI Headshots Generator', 'AI Psychiatrist Evaluation System']);
  });
});

describe('the covers', () => {
  it('exist for every project, each its own file', () => {
    expect(Object.keys(COVERS).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(Object.values(COVERS)).size).toBe(27);
    for (const item of PORTFOLIO_ITEMS) expect(item.cover_image).toBe(COVERS[item.slug]);
  });

  it('are up to date with the cover generator (pnpm covers)', () => {
    for (const p of PROJECTS) {
      const file = readFileSync(path.join(import.meta.dirname, '..', 'assets', 'covers', `${p.slug}.svg`), 'utf8');
      expect(file, p.slug).toBe(renderCoverSvg({ slug: p.slug, categories: categoriesOf(p.category) }));
    }
  });

  it('are found by slug', () => {
    expect(findItem('gamble')?.title).toBe('Betting Pattern Analysis');
    expect(findItem('nope')).toBeUndefined();
  });
});
