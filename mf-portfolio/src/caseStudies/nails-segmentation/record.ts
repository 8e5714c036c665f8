import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 15,
  pageId: 'NailSegmentation',
  title: 'Nail Segmentation',
  featured: 'false',
  tags: ['Instance Segmentation', 'Computer Vision', 'Beauty Tech', 'Polygon Annotation', 'Real-time'],
  output: 'Nail segmentation model',
  overview: 'Outlines every fingernail in an image at pixel level, in real time.',
  shortDescription: 'A segmentation model trained on 500+ annotated images at 640x640 that outlines nails, reporting 98.5% detection, 98.2% IoU and 25 FPS.',
  worked_on: 'July 2023',
  category: 'computer-vision',
  views: 0,
};

export default record;
