import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 1,
  pageId: 'GoogleMapsScraper',
  title: 'Google Maps Business Scraper',
  featured: 'false',
  tags: ['Web Scraping', 'Python', 'Browser Automation', 'Lead Generation', 'Web Interface'],
  output: 'Scraper with a web interface',
  overview: 'Collects business listings from Google Maps search results into clean, structured records.',
  shortDescription:
    'A scraper that scrolls Google Maps search results and extracts each business listing — name, address, phone, website, rating, reviews, hours and status — plus a small web interface that requests reports.',
  worked_on: 'April 2023',
  category: 'web-scraping',
  views: 0,
};

export default record;
