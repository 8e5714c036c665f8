import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A face recognition system is only useful if enrolling people is easy and matching is dependable. The system I built stores a person’s face features with their details in one call and recognises them from a single photo — through a REST API, or offline with an SDK.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Face detection with 106 facial landmarks',
          'Feature extraction and storage per user',
          'Matching against stored features, default threshold 0.85',
        ],
      },
      {
        title: 'Key Features',
        items: ['Enrol a face with name, department and position', 'Recognise people from a base64 image', 'An offline SDK for sites without a connection'],
      },
      {
        title: 'Data Output',
        items: ['status, feature_id and message when storing', 'A list of matches with user_id, confidence and metadata', 'Metadata returned with every match'],
      },
    ],
  },
  technical: {
    intro:
      'Both calls take the image as base64 text. Storing extracts the face’s features and saves them with the user’s metadata; recognising compares a new face with what is stored and returns the matches above the threshold.',
    subsections: [
      {
        title: 'Store a face',
        blocks: [
          {
            kind: 'code',
            title: 'POST /api/v1/face/store',
            language: 'json',
            code: `{
  "user_id": "<your identifier for the person>",
  "image": "<base64-encoded photo>",
  "metadata": {
    "name": "<name>",
    "department": "<department>",
    "position": "<position>"
  }
}`,
          },
          {
            kind: 'code',
            title: 'Response',
            language: 'json',
            code: `{
  "status": "<result of the call>",
  "feature_id": "<identifier of the stored features>",
  "message": "<description of the result>"
}`,
          },
        ],
      },
      {
        title: 'Recognise a face',
        blocks: [
          {
            kind: 'code',
            title: 'POST /api/v1/face/recognize',
            language: 'json',
            code: `{
  "image": "<base64-encoded photo>"
}`,
          },
          {
            kind: 'code',
            title: 'Response',
            language: 'json',
            code: `{
  "status": "<result of the call>",
  "matches": [
    {
      "user_id": "<matched person>",
      "confidence": 0.93,
      "metadata": { "name": "<name>", "department": "<department>", "position": "<position>" }
    }
  ]
}`,
            note: 'Example values.',
          },
        ],
      },
      {
        title: 'Matching and deployment',
        blocks: [
          {
            kind: 'code',
            title: 'Parameters',
            language: 'python',
            code: `LANDMARK_COUNT = 106
MATCH_THRESHOLD = 0.85     # default; adjustable per deployment`,
          },
          {
            kind: 'list',
            items: [
              'The REST API suits web and mobile applications.',
              'The offline SDK runs the same recognition without a network connection.',
              'The APIs authenticate callers with API keys, track usage per key and apply rate limiting.',
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
          blocks: [
            {
              kind: 'list',
              items: ['Office access control and visitor check-in', 'Attendance tracking for staff', 'Identity checks inside an existing app'],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
