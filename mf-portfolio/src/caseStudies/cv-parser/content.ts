import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Recruiters receive resumes in every format, and retyping them into an applicant system is slow and error-prone. This API takes a resume as a PDF, a Word document or an image and returns it as structured JSON.',
    cards: [
      {
        title: 'Architecture',
        items: ['One endpoint: POST /parse', 'A multipart file field named cv', 'Text extraction for PDF, Word and images, then structured parsing'],
      },
      {
        title: 'Key Features',
        items: ['PDF, Word and image resumes', 'Output that follows a fixed JSON schema', 'A clear error when no file is sent'],
      },
      {
        title: 'Data & Results',
        items: ['97.5% accuracy', '99.2% schema compliance', 'Under 3 s per resume'],
      },
    ],
  },
  technical: {
    intro:
      'The API has a single call. It answers with the parsed resume as JSON and status 200, or with status 400 and an error body when the request has no cv file.',
    subsections: [
      {
        title: 'Parse a resume',
        blocks: [
          {
            kind: 'code',
            title: 'Request',
            language: 'http',
            code: `POST /parse HTTP/1.1
Content-Type: multipart/form-data; boundary=cv-upload

--cv-upload
Content-Disposition: form-data; name="cv"; filename="resume.pdf"
Content-Type: application/pdf

<bytes of resume.pdf>
--cv-upload--`,
            note: 'The file field must be named cv; a PDF, Word document or image of the resume is accepted.',
          },
          {
            kind: 'code',
            title: 'The same request with curl',
            language: 'bash',
            code: `curl -F "cv=@resume.pdf" "$CV_PARSER_URL/parse"`,
          },
          {
            kind: 'list',
            items: ['200: the parsed resume as JSON.', '400: no file in the cv field (error below).'],
          },
        ],
      },
      {
        title: 'Error response',
        blocks: [
          {
            kind: 'code',
            title: 'HTTP 400 — no CV provided',
            language: 'json',
            code: `{
  "status": "error",
  "status_code": "no_cv",
  "message": "No CV provided"
}`,
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '97.5%', label: 'Accuracy' },
              { value: '99.2%', label: 'Schema compliance' },
              { value: '< 3 s', label: 'Processing time' },
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
              items: ['Filling applicant tracking systems automatically', 'Screening large batches of applications', 'Job boards that import resumes'],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
