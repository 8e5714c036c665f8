import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES } from './constants';
import { PROJECTS } from '../data/projects';
import { filterProjects, matchesCategory, matchesSearch } from './filterProjects';

const item = (over: Partial<{ title: string; shortDescription: string; tags: string[]; category: string | string[] }>) => ({
  title: 'Face Recognition System',
  shortDescription: 'Matches faces against stored features.',
  tags: ['Biometrics', 'REST API'],
  category: 'computer-vision' as string | string[],
  ...over,
});

describe('matchesCategory', () => {
  it("matches every item under 'All Projects'", () => {
    expect(matchesCategory(item({}), ALL_CATEGORIES)).toBe(true);
    expect(matchesCategory(item({ category: ['a', 'b'] }), ALL_CATEGORIES)).toBe(true);
  });

  it('matches a single category exactly', () => {
    expect(matchesCategory(item({}), 'computer-vision')).toBe(true);
    expect(matchesCategory(item({}), 'computer')).toBe(false);
    expect(matchesCategory(item({}), 'nlp')).toBe(false);
  });

  it('matches any category of a list', () => {
    const multi = item({ category: ['computer-vision', 'security', 'image-processing'] });
    expect(matchesCategory(multi, 'security')).toBe(true);
    expect(matchesCategory(multi, 'image-processing')).toBe(true);
    expect(matchesCategory(multi, 'OCR')).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('matches everything when the search is empty or blank', () => {
    expect(matchesSearch(item({}), '')).toBe(true);
    expect(matchesSearch(item({}), '   ')).toBe(true);
  });

  it('finds the text in the title, the short description or any tag, ignoring case', () => {
    expect(matchesSearch(item({}), 'RECOGNITION')).toBe(true);
    expect(matchesSearch(item({}), 'stored feat')).toBe(true);
    expect(matchesSearch(item({}), 'biometric')).toBe(true);
    expect(matchesSearch(item({}), 'rest api')).toBe(true);
  });

  it('does not search the category', () => {
    expect(matchesSearch(item({}), 'computer-vision')).toBe(false);
  });

  it('rejects text found nowhere', () => {
    expect(matchesSearch(item({}), 'watermark')).toBe(false);
  });
});

describe('filterProjects', () => {
  it('requires both the category and the search to match', () => {
    const items = [
      item({ title: 'A vision tool', category: 'computer-vision' }),
      item({ title: 'A vision chat', category: 'nlp', tags: [] }),
      item({ title: 'Other', shortDescription: 'none', tags: [], category: ['nlp', 'computer-vision'] }),
    ];
    expect(filterProjects(items, 'computer-vision', 'vision').map((i) => i.title)).toEqual(['A vision tool']);
    expect(filterProjects(items, 'nlp', '').map((i) => i.title)).toEqual(['A vision chat', 'Other']);
    expect(filterProjects(items, ALL_CATEGORIES, 'VISION').map((i) => i.title)).toEqual(['A vision tool', 'A vision chat']);
    expect(filterProjects(items, 'security', '')).toEqual([]);
  });

  it('keeps the data order and finds multi-category projects under each of their categories', () => {
    expect(filterProjects(PROJECTS, 'OCR', '').map((p) => p.slug)).toEqual(['thai-driving-license-ocr']);
    expect(filterProjects(PROJECTS, 'security', '').map((p) => p.slug)).toEqual(['vudencai', 'signature-detection']);
    expect(filterProjects(PROJECTS, 'web application', '').map((p) => p.slug)).toEqual(['logistics-driver-management']);
    expect(filterProjects(PROJECTS, ALL_CATEGORIES, '')).toHaveLength(PROJECTS.length);
    expect(filterProjects(PROJECTS, ALL_CATEGORIES, 'no project mentions this')).toEqual([]);
  });
});
