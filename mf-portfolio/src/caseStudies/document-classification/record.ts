import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 26,
  pageId: 'DocumentClassification',
  title: 'Document Classification',
  featured: 'false',
  tags: ['Document AI', 'Image Classification', 'Deep Learning', 'Automation', 'Python'],
  output: 'Document-type classifier',
  overview: 'Sorts scanned documents into their types automatically.',
  shortDescription: 'Sorts scanned documents into their document types with an image-classification model, so a stack of mixed paperwork arrives labelled.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
