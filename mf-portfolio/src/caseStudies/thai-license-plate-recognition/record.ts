import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 21,
  pageId: 'ThaiLicensePlateRecognition',
  title: 'Thai License Plate Recognition',
  featured: 'false',
  tags: ['ANPR', 'OCR', 'Object Detection', 'Thai Language', 'Traffic'],
  output: 'License plate reader',
  overview: 'Finds Thai license plates in images and reads their characters.',
  shortDescription: 'Finds Thai license plates in photos and reads their characters, so vehicles can be logged from images instead of by hand.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
