import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Opening an account or paying out a loan often starts with a photo of a bank book. The service I built reads the account details from that photo and checks that the page is signed, so the data arrives typed and verified.',
    cards: [
      {
        title: 'Architecture',
        items: ['Base64 image input', 'Field detection with confidence threshold 0.2 and overlap threshold 0.45', 'OCR of the detected fields'],
      },
      {
        title: 'Key Features',
        items: ['Account details as structured data', 'A signature check on every book', 'Coded errors with a reason per problem'],
      },
      {
        title: 'Data & Results',
        items: [
          'Input: a bank-book photo as base64',
          'Output: the extracted fields, or code 501 with a reason',
          'Reported evaluation figures of 98.5% and 97.2% (see Results)',
        ],
      },
    ],
  },
  technical: {
    intro:
      'The detector finds the fields on the page before OCR reads them. It runs with a confidence threshold of 0.2 and an overlap threshold of 0.45 for removing duplicate boxes.',
    subsections: [
      {
        title: 'Request',
        blocks: [
          {
            kind: 'code',
            title: 'Input',
            language: 'json',
            code: `{
  "image": "<base64-encoded photo of the bank book>"
}`,
          },
          {
            kind: 'code',
            title: 'Detection parameters',
            language: 'python',
            code: `CONFIDENCE_THRESHOLD = 0.2
OVERLAP_THRESHOLD = 0.45     # duplicate boxes above this overlap are removed`,
          },
        ],
      },
      {
        title: 'Error example',
        blocks: [
          {
            kind: 'paragraph',
            text: 'When the signature is missing, the service answers with code 501 and a reason entry named signature.',
          },
          {
            kind: 'code',
            title: 'Missing signature',
            language: 'json',
            code: `{
  "code": 501,
  "reason": {
    "signature": "<why the signature check failed>"
  }
}`,
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The project’s evaluation reported two figures, 98.5% and 97.2%, and a processing time of 1.8 s.',
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
