import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A professional headshot usually means booking a photographer. My headshots API creates one from an ordinary photo: you choose the background, clothing style and colour, age, gender and glasses, and get a polished portrait of the same person back.',
    cards: [
      {
        title: 'Architecture',
        items: ['One REST endpoint: POST /create-headshot', 'Bearer key checked on every request', 'An image-generation model guided by the chosen options'],
      },
      {
        title: 'Key Features',
        items: ['Background of your choice', 'Clothing style and clothing colour', 'Age, gender and glasses options'],
      },
      {
        title: 'Data Sources',
        items: ['The source photo, passed by address (image_url)', 'The look, as seven request fields'],
      },
    ],
  },
  technical: {
    intro: 'A client app calls the API with a source photo address and the look it wants; the generator returns a headshot of the person in that photo.',
    subsections: [
      {
        title: 'Request flow',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Authenticate', text: 'The request carries the client’s API key as a bearer token in the Authorization header.' },
              { title: 'Read the options', text: 'Gender, background, clothing style, clothing colour, age and glasses describe the headshot to make.' },
              { title: 'Fetch the photo', text: 'The source photo is read from the image_url address.' },
              { title: 'Generate', text: 'The model produces a headshot of the same person in the requested look.' },
            ],
          },
        ],
      },
      {
        title: 'Calling the API',
        blocks: [
          {
            kind: 'code',
            title: 'HTTP request',
            language: 'http',
            code: `POST /create-headshot HTTP/1.1
Authorization: Bearer <API key>
Content-Type: application/json

{
  "gender": "<gender>",
  "background": "<background>",
  "clothing-style": "<clothing style>",
  "clothing-color": "<clothing colour>",
  "image_url": "<address of the source photo>",
  "age": "<age>",
  "glasses": "<glasses option>"
}`,
          },
          {
            kind: 'code',
            title: 'The same call from Python',
            language: 'python',
            code: `import requests


def create_headshot(api_base: str, api_key: str, image_url: str, **look) -> requests.Response:
    """look: gender, background, clothing_style, clothing_color, age, glasses."""
    body = {
        "gender": look["gender"],
        "background": look["background"],
        "clothing-style": look["clothing_style"],
        "clothing-color": look["clothing_color"],
        "image_url": image_url,
        "age": look["age"],
        "glasses": look["glasses"],
    }
    return requests.post(
        f"{api_base}/create-headshot",
        headers={"Authorization": f"Bearer {api_key}"},
        json=body,
        timeout=120,
    )`,
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
              items: [
                'Consistent staff photos for a company website',
                'Profile pictures for professional networks',
                'Headshot features inside HR and event apps',
              ],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
