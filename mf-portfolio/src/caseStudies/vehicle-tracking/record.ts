import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 6,
  pageId: 'VehicleTracking',
  title: 'Vehicle Tracking System',
  featured: 'false',
  tags: ['Object Detection', 'Multi-Object Tracking', 'Traffic Analytics', 'Python', 'Video'],
  output: 'Video vehicle tracking',
  overview: 'Detects and follows vehicles across up to 10 road segments in real time.',
  shortDescription:
    'Detects vehicles in video, tracks them across up to 10 road segments, merges broken tracks and recognises parked vehicles, reporting 98.2% detection and 95.7% tracking accuracy at 30 FPS.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
