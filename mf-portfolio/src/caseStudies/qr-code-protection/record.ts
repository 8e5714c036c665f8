import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 20,
  pageId: 'QRCodeProtection',
  title: 'QR Code Protection',
  featured: 'false',
  tags: ['Image Processing', 'Anti-Counterfeiting', 'SSIM', 'QR Codes', 'Python'],
  output: 'QR code signature check',
  overview: 'Protects QR codes against copying with a noise signature that can be verified later.',
  shortDescription:
    'Adds a random noise signature (mean 0, standard deviation 100) to QR codes and compares codes with the original using structural similarity (SSIM).',
  category: 'image-processing',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
