import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Scanned paperwork often arrives mixed, many kinds of documents in one pile. This model recognises the type of each document so it can go straight to the right process.',
    cards: [
      {
        title: 'Architecture',
        items: ['Scanned page as input', 'An image classifier trained on document types', 'The predicted type as output'],
      },
      {
        title: 'Key Features',
        items: ['Sorts mixed scans automatically', 'Hands each page to the processing for its type', 'Works as a first step of a document pipeline'],
      },
      {
        title: 'Data & Results',
        items: ['Headline results: 95.8%, 97.2% and 94.5%'],
      },
    ],
  },
  technical: {
    intro: 'Classification is the entry point of a document pipeline: once the type is known, the page can be passed to the extraction that fits it.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Scan', text: 'A page arrives as an image.' },
              { title: 'Classify', text: 'The model predicts the document type.' },
              { title: 'Route', text: 'The page goes to the processing for its type.' },
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
              { value: '97.2%', label: 'Reported result' },
              { value: '94.5%', label: 'Reported result' },
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
          blocks: [{ kind: 'list', items: ['Mailroom and back-office digitisation', 'Sorting onboarding documents', 'Routing scans to the right extraction step'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
