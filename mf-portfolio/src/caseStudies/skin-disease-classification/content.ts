import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Skin lesions that look alike can have very different diagnoses. I trained and compared three deep-learning models that sort lesion images into seven classes, to support screening.',
    cards: [
      {
        title: 'Architecture',
        items: ['A custom model built from dense layers', 'VGG19 (143M parameters)', 'ResNet'],
      },
      {
        title: 'Key Features',
        items: [
          '7 lesion classes (listed under Disease Categories)',
          'Augmentation: rotation from -45 to 45 degrees, horizontal flip at 50%, translation up to 10 pixels',
          'Data split 70/20/10',
        ],
      },
      {
        title: 'Data & Results',
        items: ['Reported results: 98.7% for the custom dense model, 97.9% for VGG19 and 98.2% for ResNet', 'One shared 70/20/10 split for every model'],
      },
    ],
  },
  technical: {
    intro:
      'All models see the same images and the same augmentation, so their results can be compared directly. Augmentation makes the models robust to the angle and position of a lesion in the photo.',
    subsections: [
      {
        title: 'Data preparation',
        blocks: [
          {
            kind: 'code',
            title: 'Augmentation and split',
            language: 'python',
            code: `AUGMENTATION = {
    "rotation_degrees": (-45, 45),
    "horizontal_flip_probability": 0.5,
    "max_translation_pixels": 10,
}

SPLIT = (0.70, 0.20, 0.10)   # the 70/20/10 split of the images`,
          },
        ],
      },
      {
        title: 'Models compared',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The evaluation reported 98.7% for the custom model built from dense layers, 97.9% for VGG19 and 98.2% for ResNet. For scale: VGG19 has 143M parameters, its smaller sibling VGG16 has 138M.',
          },
          {
            kind: 'table',
            caption: 'Reported result of each model on the same split',
            columns: ['Model', 'Reported result'],
            rows: [
              ['Custom model (dense layers)', '98.7%'],
              ['VGG19', '97.9%'],
              ['ResNet', '98.2%'],
            ],
          },
        ],
      },
    ],
  },
  extraSections: [
    {
      title: 'Disease Categories',
      intro: 'The classifier assigns every image to one of these 7 classes.',
      subsections: [
        {
          title: 'Lesion classes',
          blocks: [
            {
              kind: 'table',
              caption: 'Class codes and their meaning',
              columns: ['Code', 'Class'],
              rows: [
                ['mel', 'Melanoma'],
                ['nv', 'Melanocytic nevi'],
                ['bcc', 'Basal cell carcinoma'],
                ['akiec', 'Actinic keratoses'],
                ['bkl', 'Benign keratosis'],
                ['df', 'Dermatofibroma'],
                ['vasc', 'Vascular lesions'],
              ],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
