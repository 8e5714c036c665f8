import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 23,
  pageId: 'ThaiDrivingLicenseOCR',
  title: 'Thai Driving License OCR',
  featured: 'false',
  tags: ['OCR', 'Identity Documents', 'Thai Language', 'Validation', 'REST API'],
  output: 'License field extraction',
  overview: 'Reads every field of a Thai driving license and validates each one.',
  shortDescription:
    'Extracts name, license and ID numbers, dates, province and license type from a driving-license image, with a validation status and confidence score per field, at 96.5% overall accuracy.',
  worked_on: 'February 2023',
  category: ['computer-vision', 'OCR'],
  views: 0,
};

export default record;
