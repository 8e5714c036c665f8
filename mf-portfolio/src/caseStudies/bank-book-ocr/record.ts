import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 22,
  pageId: 'BankBookOCR',
  title: 'Bank Book OCR',
  featured: 'false',
  tags: ['OCR', 'Document AI', 'Object Detection', 'Banking', 'REST API'],
  output: 'Bank-book reading API',
  overview: 'Reads account details from photos of bank books and checks that they are signed.',
  shortDescription:
    'Reads the fields of a bank book from a base64 image, detects each field with a tuned confidence and overlap threshold, and answers with code 501 when the signature is missing.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
