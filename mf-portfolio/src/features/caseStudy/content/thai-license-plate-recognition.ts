import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Thai licence plates combine Thai characters and digits. This system finds the plate in an image and reads its characters for parking, access and traffic applications.',
    cards: [
      {
        title: 'Architecture',
        items: ['Plate detection in the image', 'Character recognition for Thai plates', 'Structured plate text as output'],
      },
      {
        title: 'Key Features',
        items: ['Built for Thai licence plates', 'Reads Thai characters and digits', 'Plate text ready for other systems'],
      },
      {
        title: 'Data & Results',
        items: ['Headline results: 95.8%, 92.3% and 89.5%'],
      },
    ],
  },
  technical: {
    intro: 'Recognition runs in two stages: first the plate is located, then its characters are read from the cropped plate.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Detect the plate', text: 'Find the licence plate in the image.' },
              { title: 'Crop', text: 'Cut the plate out of the image.' },
              { title: 'Read', text: 'Recognise the Thai characters and digits on the plate.' },
            ],
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '95.8%', label: 'Reported result' },
              { value: '92.3%', label: 'Reported result' },
              { value: '89.5%', label: 'Reported result' },
            ],
            note: 'The three headline figures the project reports.',
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
          blocks: [{ kind: 'list', items: ['Car park entry and exit', 'Gated community access', 'Traffic monitoring'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
