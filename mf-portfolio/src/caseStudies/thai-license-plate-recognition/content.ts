import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Thai license plates mix Thai characters and digits, which general-purpose plate readers often get wrong. I built a recognition system for them: it finds the plate in a photo and reads its characters, so vehicles can be logged from camera images instead of by hand.',
    cards: [
      {
        title: 'Architecture',
        items: ['Plate detection in the full image', 'A crop of each detected plate', 'Character recognition trained for Thai plates'],
      },
      {
        title: 'Key Features',
        items: ['Built for Thai plates, Thai characters and digits together', 'Works from ordinary photos', 'Plate text ready to store or match'],
      },
      {
        title: 'Data & Results',
        items: ['Input: a photo with one or more vehicles', 'Output: the plate text of each detected plate', 'Three reported evaluation figures (see Results)'],
      },
    ],
  },
  technical: {
    intro: 'Recognition runs in two stages, so the character reader only ever sees a tight crop of a plate.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Detect the plate', text: 'The detector finds each license plate in the image.' },
              { title: 'Crop', text: 'Each plate is cut out of the image.' },
              { title: 'Read the characters', text: 'The recogniser reads the Thai characters and digits of the crop.' },
              { title: 'Return', text: 'The plate text is returned for each detected plate.' },
            ],
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The project’s evaluation reported three figures: 95.8%, 92.3% and 89.5%. They are reported figures from that evaluation, not a guarantee for other cameras or image conditions.',
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
          blocks: [
            { kind: 'list', items: ['Car-park entry and exit logs', 'Gate access for registered vehicles', 'Searching recorded traffic images by plate'] },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
