import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 5,
  pageId: 'SkinDiseaseClassification',
  title: 'Skin Disease Classification',
  featured: 'false',
  tags: ['Medical AI', 'Image Classification', 'Deep Learning', 'VGG19', 'ResNet'],
  output: 'Skin-lesion classifier',
  overview: 'Classifies images of skin lesions into seven diagnostic classes.',
  shortDescription:
    'Classifies skin-lesion images into 7 classes, from melanoma to vascular lesions, comparing a custom model built from dense layers with VGG19 and ResNet, trained with augmentation on a 70/20/10 data split.',
  worked_on: 'December 2023',
  category: 'medical-ai',
  views: 0,
};

export default record;
