import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Banks and offices compare signatures on forms against the ones on file, usually by eye. The service I built finds the signatures on a scanned document and verifies each against up to 3 stored references of the person, returning a similarity percentage.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Signature detection at model image size 640',
          'Verification by structural similarity and contour shape',
          'A store of up to 3 reference signatures per person',
        ],
      },
      {
        title: 'Key Features',
        items: [
          'Finds signatures anywhere on a scanned page',
          'Checks each one against up to 3 stored references of the person',
          'Two independent checks: overall structure and stroke shape',
        ],
      },
      {
        title: 'Data Output',
        items: ['Detected signature regions', 'Similarity as a percentage with 2 decimals', 'A verification result per signature'],
      },
    ],
  },
  technical: {
    intro:
      'Detection and verification are separate steps. The detector finds candidate signatures on the page; verification compares each one with the person’s stored references.',
    subsections: [
      {
        title: 'Service calls',
        blocks: [
          {
            kind: 'code',
            title: 'Operations',
            language: 'text',
            code: `save_signature     store a reference signature for a person (up to 3 per person)
verify_signature   compare a signature with the person's stored references`,
            note: 'The service answers invalid requests with descriptive error messages.',
          },
        ],
      },
      {
        title: 'Detection',
        blocks: [
          {
            kind: 'list',
            items: [
              'The detection model runs at image size 640 with a confidence threshold of 0.2, on the model’s 0–1 scale; a second configuration of the service uses 0.35.',
              'The service then expresses each detection’s confidence as a percentage (0–100) and keeps a detection only if it is above 35.',
              'Together: the model threshold decides which candidates the detector returns at all, the percentage filter decides which are kept, so in either configuration a kept signature has a confidence above 0.35 on the model’s scale.',
            ],
          },
          {
            kind: 'code',
            title: 'Detection parameters',
            language: 'python',
            code: `MODEL_IMAGE_SIZE = 640
DETECTION_CONFIDENCE = 0.2     # model threshold, 0-1 scale (0.35 in the second configuration)
KEEP_ABOVE_PERCENT = 35        # kept only if confidence, as a percentage, is above 35


def kept(detections: list[dict]) -> list[dict]:
    return [d for d in detections if d["confidence"] * 100 > KEEP_ABOVE_PERCENT]`,
          },
        ],
      },
      {
        title: 'Verification',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Resize', text: 'The signature and the reference are both resized to 300 by 100.' },
              { title: 'Compare structure', text: 'A structural similarity score is computed.' },
              { title: 'Compare shape', text: 'A contour shape score is computed.' },
              { title: 'Decide', text: 'The two scores are combined, against default thresholds of 0.7 (similarity) and 0.6 (shape).' },
            ],
          },
          {
            kind: 'code',
            title: 'Verification parameters',
            language: 'python',
            code: `VERIFY_SIZE = (300, 100)           # both images are resized to 300 by 100
SIMILARITY_THRESHOLD = 0.7         # default
SHAPE_THRESHOLD = 0.6              # default
MAX_REFERENCES_PER_PERSON = 3

similarity_percent = round(similarity * 100, 2)   # shown as a percentage, 2 decimals`,
          },
          {
            kind: 'figures',
            items: [
              { value: '96.5%', label: 'Detection accuracy' },
              { value: '94.2%', label: 'Verification accuracy' },
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
          blocks: [{ kind: 'list', items: ['Cheque and withdrawal slip checks', 'Contract and form processing', 'Flagging documents for manual review'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
