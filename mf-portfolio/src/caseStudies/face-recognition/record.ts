import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 10,
  pageId: 'FaceRecognition',
  title: 'Face Recognition System',
  featured: 'true',
  tags: ['Face Recognition', 'Computer Vision', 'REST API', 'Offline SDK', 'Biometrics'],
  output: 'REST API and offline SDK',
  overview: 'Enrols faces with their metadata and recognises people from a single photo, online or offline.',
  shortDescription:
    'Stores face features with a person’s metadata and matches new photos against them using 106 facial landmarks and a default matching threshold of 0.85, through a REST API or an offline SDK.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
