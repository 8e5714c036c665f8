import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 25,
  pageId: 'SignatureDetection',
  title: 'Signature Detection & Verification',
  featured: 'false',
  tags: ['Object Detection', 'Signature Verification', 'SSIM', 'Fraud Prevention', 'Document AI'],
  output: 'Signature verification',
  overview: 'Finds signatures on documents and verifies them against stored references.',
  shortDescription:
    'Detects signatures on scanned documents and verifies them against up to 3 stored references per person using structural similarity and contour shape scores.',
  worked_on: 'April 2024',
  category: ['computer-vision', 'security', 'image-processing'],
  views: 0,
};

export default record;
