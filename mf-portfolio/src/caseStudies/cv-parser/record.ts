import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 18,
  pageId: 'CVParser',
  title: 'CV Parser API',
  featured: 'false',
  tags: ['Document AI', 'NLP', 'Resume Parsing', 'REST API', 'JSON Schema'],
  output: 'Resume-to-JSON API',
  overview: 'Turns resumes in PDF, Word or image form into structured JSON.',
  shortDescription:
    'An API that accepts a resume as a PDF, Word document or image and returns it as structured JSON in under 3 seconds, reporting 97.5% accuracy and 99.2% schema compliance.',
  category: 'nlp',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
