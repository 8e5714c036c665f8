import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Checking a driving licence by hand means reading and retyping a dozen fields. This service reads a Thai driving licence from an image and returns every field with a validation status and a confidence score, so doubtful values can be sent for a human check.',
    cards: [
      {
        title: 'Architecture',
        items: ['Two entry points: /file (upload) and /base64', 'Licence detection and field OCR', 'Validation of every extracted field'],
      },
      {
        title: 'Key Features',
        items: ['JPG, PNG and GIF images up to 6MB', 'A validation status and confidence per field', 'Descriptive error messages'],
      },
      {
        title: 'Data Output',
        items: ['Name, licence number, date of birth and ID number', 'Issue and expiry dates', 'Province and licence type'],
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
            code: `POST /file       multipart upload of the licence image
POST /base64     the licence image as base64 text

Accepted formats: JPG, PNG, GIF
Maximum size: 6MB`,
            note: 'Invalid input is answered with a descriptive error message.',
          },
        ],
      },
      {
        title: 'Licence OCR output',
        blocks: [
          {
            kind: 'code',
            title: 'Extracted fields',
            language: 'json',
            code: `{
  "name": { "value": "<full name>", "validation_status": "<status>", "confidence": "<score>" },
  "license_number": { "value": "<licence number>", "validation_status": "<status>", "confidence": "<score>" },
  "date_of_birth": { "value": "<date>", "validation_status": "<status>", "confidence": "<score>" },
  "id_number": { "value": "<ID number>", "validation_status": "<status>", "confidence": "<score>" },
  "issue_date": { "value": "<date>", "validation_status": "<status>", "confidence": "<score>" },
  "expiry_date": { "value": "<date>", "validation_status": "<status>", "confidence": "<score>" },
  "province": { "value": "<province>", "validation_status": "<status>", "confidence": "<score>" },
  "license_type": { "value": "<licence type>", "validation_status": "<status>", "confidence": "<score>" }
}`,
            note: 'Every field carries its own validation status and confidence score.',
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
