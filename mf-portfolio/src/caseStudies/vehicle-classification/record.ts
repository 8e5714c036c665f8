import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 7,
  pageId: 'VehicleClassification',
  title: 'Vehicle Classification System',
  featured: 'false',
  tags: ['Object Detection', 'Image Classification', 'Vehicle Recognition', 'Deep Learning', 'Python'],
  output: 'Vehicle classifier',
  overview: 'Recognises a vehicle’s type, brand, viewing angle and colour from a single image.',
  shortDescription:
    'Detects vehicles, crops each one and classifies its type, brand (20+ manufacturers), angle and colour in about 150 ms, trained on 50,000+ images.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
