import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 3,
  pageId: 'ReviewAnalysis',
  title: 'Hotel Review Analysis & Reports',
  featured: 'false',
  tags: ['Sentiment Analysis', 'NLP', 'Reporting', 'Data Analysis', 'Hospitality'],
  output: 'Sentiment scores and reports',
  overview: 'Scores every review’s sentiment and turns a hotel’s reviews into an SDR index and written reports.',
  shortDescription:
    'Classifies each hotel review as positive, neutral or negative, computes an SDR index from 0 to 100 that rewards replying to guests, and generates long (20+ pages) and short (5 pages) reports.',
  worked_on: 'October 2023',
  category: 'data-analysis',
  views: 0,
};

export default record;
