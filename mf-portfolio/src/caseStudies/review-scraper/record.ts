import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 2,
  pageId: 'ReviewScraper',
  title: 'Hotel Review Scraper & Translator',
  featured: 'false',
  tags: ['Web Scraping', 'Translation', 'Language Detection', 'Python', 'Hospitality'],
  output: 'Translated review data',
  overview: 'Gathers hotel reviews page by page, translates them to English and merges them into one text per review.',
  shortDescription:
    'Scrapes guest reviews from a hotel booking platform in pages of 10, detects each text’s language, translates non-English reviews to English and combines the positive and negative parts into one review text.',
  worked_on: 'November 2023',
  category: 'web-scraping',
  views: 0,
};

export default record;
