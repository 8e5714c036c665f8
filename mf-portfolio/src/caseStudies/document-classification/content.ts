import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Mixed stacks of scanned paperwork have to be sorted before anyone can work with them. I built an image classifier that looks at a scanned page and labels its document type, so a batch of scans comes out sorted.',
    cards: [
      {
        title: 'Architecture',
        items: ['Scanned pages as images', 'An image classifier for document types', 'One document-type label per page'],
      },
      {
        title: 'Key Features',
        items: ['A document-type label for every scanned page', 'Learns the document types from labelled examples', 'Labels that other systems can file by'],
      },
      {
        title: 'Data & Results',
        items: ['Input: a scanned document image', 'Output: its document type', 'Three reported evaluation figures (see Results)'],
      },
    ],
  },
  technical: {
    intro: 'Classification treats each scanned page as an image and predicts its document type.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Scan in', text: 'Each page arrives as an image.' },
              { title: 'Prepare', text: 'The image is converted to the input the classifier was trained on.' },
              { title: 'Classify', text: 'The model predicts the page’s document type.' },
              { title: 'Label', text: 'The page is returned with its type, ready to be filed with the others of that type.' },
            ],
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The project’s evaluation reported three figures: 95.8%, 97.2% and 94.5%. They are reported figures from that evaluation on its own documents.',
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
          blocks: [{ kind: 'list', items: ['Sorting scanned back-office paperwork by type', 'Labelling document archives during digitisation'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
