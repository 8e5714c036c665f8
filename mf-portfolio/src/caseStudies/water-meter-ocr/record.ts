import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 24,
  pageId: 'WaterMeterOCR',
  title: 'Water & Electricity Meter OCR',
  featured: 'false',
  tags: ['OCR', 'Object Detection', 'Utilities', 'Billing', 'REST API'],
  output: 'Meter reading and billing',
  overview: 'Reads water and electricity meters from photos and calculates usage and cost.',
  shortDescription:
    'Reads the digits of water and electricity meters, calculates usage against the previous reading (with rollover at 10000) and prices it with a three-tier tariff.',
  worked_on: 'January 2023',
  category: 'computer-vision',
  views: 0,
};

export default record;
