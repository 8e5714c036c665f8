import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 9,
  pageId: 'FaceShapePrediction',
  title: 'Face Shape Prediction API',
  featured: 'false',
  tags: ['Facial Landmarks', 'Face Analysis', 'REST API', 'Deep Learning', 'Beauty Tech'],
  output: 'Face-analysis API',
  overview: 'An API that reads a face photo and returns face, jaw and cheek shape with age and gender.',
  shortDescription:
    'Locates 68 facial landmarks, classifies the face into six shapes and the jaw into four, and estimates age, gender and BMI through an API with key authentication and usage statistics.',
  category: 'computer-vision',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
