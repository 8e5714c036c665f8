import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Knowing that a vehicle passed is often not enough: insurers, car parks and analysts want to know what it was. The system I built finds each vehicle in an image and recognises its type, brand, viewing angle and colour.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'A detector finds vehicles, with a detection confidence threshold of 0.75',
          'Each vehicle is cropped with an offset of 10 pixels',
          'Classifiers predict type, brand, angle and colour from the crop',
        ],
      },
      {
        title: 'Key Features',
        items: ['20+ manufacturers recognised', 'Trained on 50,000+ images', 'Inference in 150 ms'],
      },
      {
        title: 'Data Output',
        items: ['Vehicle type with confidence', 'Bounding box of four numbers', 'Brand, angle and colour per vehicle'],
      },
    ],
  },
  technical: {
    intro:
      'Detection and classification are separate stages: the detector decides where the vehicles are, and the classifiers look only at the crop around each one, which keeps them focused on the vehicle itself.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Detect', text: 'Find vehicles; the detection confidence threshold is 0.75.' },
              { title: 'Crop', text: 'Cut out each vehicle with a 10-pixel offset around its box.' },
              { title: 'Classify', text: 'Predict type, brand, angle and colour.' },
            ],
          },
          {
            kind: 'code',
            title: 'Parameters',
            language: 'python',
            code: `DETECTION_CONFIDENCE_THRESHOLD = 0.75
CROP_OFFSET_PX = 10            # margin kept around each vehicle box`,
          },
        ],
      },
      {
        title: 'Vehicle detection output',
        blocks: [
          {
            kind: 'code',
            title: 'One detection',
            language: 'json',
            code: `{
  "type": "<vehicle type>",
  "confidence": 0.91,
  "bbox": [412, 188, 655, 342]
}`,
            note: 'Example values. The bounding box is a list of four numbers.',
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '98%', label: 'Type accuracy' },
              { value: '95%', label: 'Brand accuracy (98% top-3)' },
              { value: '68%', label: 'Angle accuracy' },
              { value: '88%', label: 'Colour accuracy' },
              { value: '150 ms', label: 'Inference time' },
              { value: '20+', label: 'Manufacturers' },
              { value: '50,000+', label: 'Training images' },
            ],
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
