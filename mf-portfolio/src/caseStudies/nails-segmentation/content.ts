import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Virtual nail try-on only looks right if every nail is outlined exactly. The segmentation model I trained finds nails in an image and traces each one at pixel level, fast enough for live video.',
    cards: [
      {
        title: 'Architecture',
        items: ['An instance segmentation model with 640x640 input', 'One class: the nail region', 'Polygon annotations in segmentation-label format'],
      },
      {
        title: 'Key Features',
        items: ['A pixel-level outline of every nail, not just a box', 'Fast enough for live video (25 FPS)', 'All nails in an image found in one pass'],
      },
      {
        title: 'Data & Results',
        items: [
          'Trained for 50 epochs on 500+ annotated images, split 70/20/10',
          '98.5% detection accuracy',
          '98.2% IoU (overlap of predicted and true nail outlines)',
        ],
      },
    ],
  },
  technical: {
    intro: 'Every training image comes with one polygon per nail. The model learns a single class, the nail region.',
    subsections: [
      {
        title: 'Annotation format',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Labels use the segmentation-label format: one line per nail, a class id followed by the x/y pairs of the polygon around the nail. There is one class, the nail region.',
          },
          {
            kind: 'code',
            title: 'One label line',
            language: 'text',
            code: `<class_id> <x1> <y1> <x2> <y2> <x3> <y3> ... <xn> <yn>

class_id  the nail region (the only class)
xi yi     the polygon's points, in order around the nail`,
          },
        ],
      },
      {
        title: 'Training',
        blocks: [
          {
            kind: 'code',
            title: 'Training setup',
            language: 'python',
            code: `MIN_DATASET_IMAGES = 500      # the data set has 500+ annotated images
SPLIT = (0.70, 0.20, 0.10)    # the 70/20/10 split
EPOCHS = 50
IMAGE_SIZE = 640              # 640x640 input
CLASSES = ["nail"]`,
          },
          {
            kind: 'figures',
            items: [
              { value: '98.5%', label: 'Detection accuracy' },
              { value: '98.2%', label: 'IoU' },
              { value: '25 FPS', label: 'Inference speed' },
            ],
          },
        ],
      },
    ],
  },
  extraSections: [
    {
      title: 'Use Cases',
      subsections: [
        {
          title: 'Where it fits',
          blocks: [{ kind: 'list', items: ['Virtual nail polish try-on', 'Nail art previews in salon apps', 'Measuring nail regions for product design'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
