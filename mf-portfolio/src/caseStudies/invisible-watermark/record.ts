import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 16,
  pageId: 'InvisibleWatermark',
  title: 'Invisible Watermarking',
  featured: 'false',
  tags: ['Image Processing', 'Wavelets', 'Watermarking', 'Copyright Protection', 'Error Correction'],
  output: 'Invisible image watermark',
  overview: 'Hides an ownership mark inside an image without changing how it looks.',
  shortDescription:
    'Embeds an invisible watermark in the Haar wavelet domain of an image and protects it with error correction, so the mark can be read back later.',
  worked_on: 'June 2023',
  category: 'image-processing',
  views: 0,
};

export default record;
