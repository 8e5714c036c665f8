import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 13,
  pageId: 'PsychiatristEvaluation',
  title: 'AI Psychiatrist Evaluation System',
  featured: 'true',
  tags: ['Speech-to-Text', 'NLP', 'Healthcare', 'Report Generation', 'Communication Skills'],
  output: 'Session evaluation reports',
  overview: 'Evaluates recorded counselling sessions and reports how well nine communication techniques were used.',
  shortDescription:
    'Takes a session video or audio file, transcribes it, scores the use of nine communication techniques with weighted rules and generates an evaluation report.',
  category: 'nlp',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
