import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Hairdressers, eyewear shops and beauty apps all start from the same question: what shape is this face? This API answers it from one photo and adds jaw and cheek shape, face length, BMI, age and gender.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Face detection and 68 facial landmarks',
          'Input resized to a width of 500 pixels',
          'Age and gender models on 224x224 face crops',
          'A REST API with API keys, usage tracking and rate limiting',
        ],
      },
      {
        title: 'Key Features',
        items: [
          'Six face shapes: oval, round, square, heart, diamond, rectangle',
          'Four jaw shapes: angular, round, square, pointed',
          'A probability for every face shape',
        ],
      },
      {
        title: 'Data Output',
        items: [
          'Face, jaw and cheek shape, face length',
          'BMI, age and gender',
          'A base64 face thumbnail and confidence scores',
          'Inference time and a request identifier',
        ],
      },
    ],
  },
  technical: {
    intro:
      'The landmarks describe the outline of the face, the jaw and the cheeks; the shape classifiers work from them. Age and gender come from separate models that read a 224x224 crop of the face.',
    subsections: [
      {
        title: 'API endpoints',
        blocks: [
          {
            kind: 'code',
            title: 'Endpoints',
            language: 'http',
            code: `POST /detect-face-shape     analyse a face photo
POST /generate_api_key      issue an API key
POST /usage-statistics      usage of an API key`,
            note: 'The API authenticates every call with an API key and tracks usage with rate limiting.',
          },
        ],
      },
      {
        title: 'Face shape output',
        blocks: [
          {
            kind: 'code',
            title: 'Response of /detect-face-shape',
            language: 'json',
            code: `{
  "face_shape": "<oval | round | square | heart | diamond | rectangle>",
  "jaw_shape": "<angular | round | square | pointed>",
  "cheek_shape": "<cheek shape>",
  "face_length": "<face length>",
  "bmi": 23.4,
  "age": 31,
  "gender": "<estimated gender>",
  "face_thumbnail": "<base64-encoded face image>",
  "confidence_scores": { "face_shape": 0.62, "jaw_shape": 0.71 },
  "shape_probabilities": {
    "oval": 0.62, "round": 0.11, "square": 0.08,
    "heart": 0.09, "diamond": 0.06, "rectangle": 0.04
  },
  "inference_time": 0.8,
  "request_id": "<request identifier>"
}`,
            note: 'Example values.',
          },
        ],
      },
      {
        title: 'Model parameters',
        blocks: [
          {
            kind: 'code',
            title: 'Parameters',
            language: 'python',
            code: `LANDMARK_COUNT = 68
INPUT_WIDTH = 500                 # photos are resized to this width
AGE_GENDER_INPUT_SIZE = (224, 224)

FACE_SHAPES = ["oval", "round", "square", "heart", "diamond", "rectangle"]
JAW_SHAPES = ["angular", "round", "square", "pointed"]`,
          },
          {
            kind: 'figures',
            items: [
              { value: '97.5%', label: 'Face detection accuracy' },
              { value: '94.2%', label: 'Shape classification accuracy' },
              { value: '0.8s', label: 'Processing time' },
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
              items: ['Hairstyle and eyewear recommendations', 'Virtual try-on and beauty apps', 'Personalised styling advice in online shops'],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
