import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 12,
  pageId: 'PIDSymbolDetection',
  title: 'P&ID Symbol Detection',
  featured: 'false',
  tags: ['Object Detection', 'OCR', 'Engineering Diagrams', 'P&ID', 'Digitisation'],
  output: 'Symbol detection and OCR',
  overview: 'Finds symbols and reads text on piping and instrumentation diagrams.',
  shortDescription:
    'Detects the symbols of piping and instrumentation diagrams with a default confidence threshold of 0.5 and reads their text labels with OCR, returning boxes, scores, labels and positioned text.',
  worked_on: 'August 2023', // the spec's 'Diagram symbol detection' row
  category: 'computer-vision',
  views: 0,
};

export default record;
