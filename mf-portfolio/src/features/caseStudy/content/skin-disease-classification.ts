import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Skin lesions that look alike can have very different diagnoses. This project compares three deep-learning approaches for sorting lesion images into seven classes, to support screening.',
    cards: [
      {
        title: 'Architecture',
        items: ['A dense network', 'VGG19, with 143M parameters', 'ResNet', 'VGG16, with 138M parameters, for comparison of model size'],
      },
      {
        title: 'Key Features',
        items: [
          '7 lesion classes, from melanoma to vascular lesions',
          'Augmentation: rotation from -45 to 45 degrees, horizontal flip at 50%, translation up to 10 pixels',
          'Data split 70/20/10',
        ],
      },
      {
        title: 'Data & Results',
        items: ['98.7% with the dense network', '97.9% with VGG19', '98.2% with ResNet'],
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
            kind: 'table',
            caption: 'Models and their reported results',
            columns: ['Model', 'Parameters', 'Reported result'],
            rows: [
              ['Dense network', '—', '98.7%'],
              ['VGG19', '143M', '97.9%'],
              ['ResNet', '—', '98.2%'],
              ['VGG16', '138M', '—'],
            ],
          },
          {
            kind: 'figures',
            items: [
              { value: '98.7%', label: 'Dense network' },
              { value: '97.9%', label: 'VGG19' },
              { value: '98.2%', label: 'ResNet' },
            ],
          },
        ],
      },
      {
        title: 'Class labels',
        blocks: [
          {
            kind: 'code',
            title: 'The seven classes',
            language: 'python',
            code: `CLASSES = {
    "mel": "melanoma",
    "nv": "melanocytic nevi",
    "bcc": "basal cell carcinoma",
    "akiec": "actinic keratoses",
    "bkl": "benign keratosis",
    "df": "dermatofibroma",
    "vasc": "vascular lesions",
}`,
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
