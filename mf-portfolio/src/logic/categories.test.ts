import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, LISTING } from './constants';
import { PROJECTS } from '../data/projects';
import { CATEGORIES } from '../data/types';
import { categoriesOf, categoryLabel, categoryOptions } from './categories';

describe('categoryLabel', () => {
  it('capitalises hyphenated names word by word', () => {
    expect(categoryLabel('computer-vision')).toBe('Computer Vision');
    expect(categoryLabel('web-scraping')).toBe('Web Scraping');
    expect(categoryLabel('data-analysis')).toBe('Data Analysis');
    expect(categoryLabel('image-processing')).toBe('Image Processing');
    expect(categoryLabel('audio-processing')).toBe('Audio Processing');
  });

  it('capitalises single words and words separated by spaces', () => {
    expect(categoryLabel('automation')).toBe('Automation');
    expect(categoryLabel('security')).toBe('Security');
    expect(categoryLabel('web application')).toBe('Web Application');
  });

  it('writes the acronyms AI, NLP and OCR in capitals', () => {
    expect(categoryLabel('gen-ai')).toBe('Gen AI');
    expect(categoryLabel('medical-ai')).toBe('Medical AI');
    expect(categoryLabel('nlp')).toBe('NLP');
    expect(categoryLabel('OCR')).toBe('OCR');
  });
});

describe('categoriesOf', () => {
  it('treats one value and a list alike', () => {
    expect(categoriesOf('security')).toEqual(['security']);
    expect(categoriesOf(['computer-vision', 'OCR'])).toEqual(['computer-vision', 'OCR']);
  });
});

describe('categoryOptions', () => {
  it("puts 'All Projects' first, then each distinct category once, in order of first use", () => {
    const options = categoryOptions([{ category: 'nlp' }, { category: ['computer-vision', 'nlp'] }, { category: 'computer-vision' }, { category: ['OCR'] }]);
    expect(options).toEqual([
      { value: ALL_CATEGORIES, label: LISTING.allProjects },
      { value: 'nlp', label: 'NLP' },
      { value: 'computer-vision', label: 'Computer Vision' },
      { value: 'OCR', label: 'OCR' },
    ]);
  });

  it('offers exactly the twelve categories of the spec for the real data', () => {
    const options = categoryOptions(PROJECTS);
    expect(options[0]).toEqual({ value: ALL_CATEGORIES, label: 'All Projects' });
    expect(
      options
        .slice(1)
        .map((o) => o.value)
        .sort(),
    ).toEqual([...CATEGORIES].sort());
    expect(options.map((o) => o.label)).toEqual([
      'All Projects',
      'Web Scraping',
      'Data Analysis',
      'Security',
      'Medical AI',
      'Computer Vision',
      'Automation',
      'Gen AI',
      'NLP',
      'Image Processing',
      'Audio Processing',
      'OCR',
      'Web Application',
    ]);
  });
});
