import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Checking a driving license by hand means reading and retyping a dozen fields. The service I built reads a Thai driving license from an image and returns every field with a validation status and a confidence score, so doubtful values can be sent for a human check.',
    cards: [
      {
        title: 'Architecture',
        items: ['Two entry points: /file (upload) and /base64', 'License detection and field OCR', 'Validation of every extracted field'],
      },
      {
        title: 'Key Features',
        items: ['JPG, PNG and GIF images up to 6MB', 'A validation status and confidence per field', 'Descriptive error messages'],
      },
      {
        title: 'Data Output',
        items: ['Name, license number, date of birth and ID number', 'Issue and expiry dates', 'Province and license type'],
      },
    ],
  },
  technical: {
    intro: 'The same recognition runs behind both entry points; they differ only in how the image arrives.',
    subsections: [
      {
        title: 'Endpoints and input rules',
        blocks: [
          {
            kind: 'code',
            title: 'Endpoints',
            language: 'http',
            code: `POST /file       multipart upload of the license image
POST /base64     the license image as base64 text

Accepted formats: JPG, PNG, GIF
Maximum size: 6MB`,
            note: 'Invalid input is answered with a descriptive error message.',
          },
        ],
      },
      {
        title: 'License OCR output',
        blocks: [
          {
            kind: 'code',
            title: 'Extracted fields',
            language: 'json',
            code: `{
  "name": { "value": "<full name>", "validation_status": "<status>", "confidence": 0.97 },
  "license_number": { "value": "<license number>", "validation_status": "<status>", "confidence": 0.97 },
  "date_of_birth": { "value": "<date>", "validation_status": "<status>", "confidence": 0.97 },
  "id_number": { "value": "<ID number>", "validation_status": "<status>", "confidence": 0.97 },
  "issue_date": { "value": "<date>", "validation_status": "<status>", "confidence": 0.97 },
  "expiry_date": { "value": "<date>", "validation_status": "<status>", "confidence": 0.97 },
  "province": { "value": "<province>", "validation_status": "<status>", "confidence": 0.97 },
  "license_type": { "value": "<license type>", "validation_status": "<status>", "confidence": 0.97 }
}`,
            note: 'Example values. Every field carries its own validation status and confidence score.',
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '96.5%', label: 'Overall accuracy' },
              { value: '98.2%', label: 'ID number accuracy' },
              { value: '2.8s', label: 'Processing time' },
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
          blocks: [{ kind: 'list', items: ['Car rental and ride-hailing sign-ups', 'Identity checks during customer onboarding', 'Fleet records of drivers'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
