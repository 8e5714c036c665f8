import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A professional headshot usually means booking a photographer. This API creates one from an ordinary photo: the caller picks the background, the clothing style and colour, and whether to wear glasses, and gets a polished portrait back.',
    cards: [
      {
        title: 'Architecture',
        items: ['A REST endpoint, POST /create-headshot', 'Bearer key authorization on every request', 'An image-generation model guided by the chosen options'],
      },
      {
        title: 'Key Features',
        items: ['Choice of background', 'Clothing style and clothing colour', 'Age, gender and glasses options'],
      },
      {
        title: 'Data Output',
        items: ['A generated headshot of the person in the source photo', 'The look the request asked for', 'Ready for profiles, websites and badges'],
      },
    ],
  },
  technical: {
    intro:
      'The caller sends the address of a source photo and the look they want. The generator produces a headshot of the person in that photo, styled according to the options.',
    subsections: [
      {
        title: 'Create a headshot',
        blocks: [
          {
            kind: 'code',
            title: 'Request',
            language: 'http',
            code: `POST /create-headshot
Authorization: Bearer <API key>
Content-Type: application/json`,
          },
          {
            kind: 'code',
            title: 'Request body',
            language: 'json',
            code: `{
  "gender": "<gender of the person>",
  "background": "<background style>",
  "clothing-style": "<clothing style>",
  "clothing-color": "<clothing colour>",
  "image_url": "<address of the source photo>",
  "age": "<age of the person>",
  "glasses": "<with or without glasses>"
}`,
          },
          {
            kind: 'list',
            items: [
              'Authorization uses a bearer key in the Authorization header.',
              'Two of the option names use hyphens: clothing-style and clothing-color.',
              'The source photo is passed by address (image_url), not uploaded in the body.',
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
              items: ['Consistent staff photos for a company website', 'Profile pictures for professional networks', 'Headshot features inside HR and event apps'],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
