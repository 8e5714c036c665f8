import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 19,
  pageId: 'AudioContentFilter',
  title: 'Audio Content Filter',
  featured: 'false',
  tags: ['Audio Classification', 'Deep Learning', 'Content Moderation', 'Python', 'Signal Processing'],
  output: 'Audio content classifier',
  overview: 'Listens to audio and flags content that should be filtered.',
  shortDescription:
    'A deep-learning audio classifier that flags unwanted content, trained for 100 epochs with a learning rate of 0.0001, batches of 16 and dropout of 0.8.',
  worked_on: 'April 2024',
  category: 'audio-processing',
  views: 0,
};

export default record;
