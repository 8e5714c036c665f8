import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 4,
  pageId: 'VUDENCAI',
  title: 'VUDENCAI: SQL Injection Detection',
  featured: 'false',
  tags: ['Security', 'Deep Learning', 'Word Embeddings', 'SQL Injection', 'Code Analysis'],
  output: 'SQL-injection detector',
  overview: 'A deep-learning detector that flags SQL-injection vulnerabilities in source code.',
  shortDescription:
    'Represents source code as 200-dimensional embeddings and classifies code as vulnerable to SQL injection or safe, reporting 96% accuracy, 94% precision and a 95% F1 score.',
  worked_on: 'January 2024',
  category: 'security',
  views: 0,
};

export default record;
