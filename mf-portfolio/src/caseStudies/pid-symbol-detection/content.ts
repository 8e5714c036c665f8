import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Piping and instrumentation diagrams (P&IDs) often exist only as drawings or scans. My detector finds the symbols on them and reads the text beside them, the first step in turning a drawing into data an engineering system can use.',
    cards: [
      {
        title: 'Architecture',
        items: ['An object detector trained on P&ID symbols', 'OCR for the text on the drawing', 'Both results combined with their positions'],
      },
      {
        title: 'Key Features',
        items: [
          'Every symbol found with its box, score and label',
          'Text labels read with their position on the drawing',
          'A confidence cut-off that can be tuned per drawing set (0.5 by default)',
        ],
      },
      {
        title: 'Data Output',
        items: ['Detection: boxes, scores, labels', 'OCR: left, top, width, height, text, conf', 'Positions for matching text to nearby symbols'],
      },
    ],
  },
  technical: {
    intro:
      'Detection and text recognition run over the same diagram. Detections below the confidence threshold (0.5 by default) are discarded; the OCR result gives every piece of text with its box, so it can be matched to the nearest symbol.',
    subsections: [
      {
        title: 'Detection output',
        blocks: [
          {
            kind: 'code',
            title: 'Symbols found on a diagram',
            language: 'json',
            code: `{
  "boxes": [[120.5, 84.0, 168.2, 131.7]],
  "scores": [0.87],
  "labels": ["<symbol class>"]
}`,
            note: 'Example values. The three lists run in parallel: the n-th score and label belong to the n-th box.',
          },
          {
            kind: 'code',
            title: 'Confidence threshold',
            language: 'python',
            code: `CONFIDENCE_THRESHOLD = 0.5   # default

kept = [
    (box, score, label)
    for box, score, label in zip(result["boxes"], result["scores"], result["labels"])
    if score >= CONFIDENCE_THRESHOLD
]`,
          },
        ],
      },
      {
        title: 'OCR output',
        blocks: [
          {
            kind: 'code',
            title: 'One recognised word',
            language: 'json',
            code: `{
  "left": 312,
  "top": 96,
  "width": 58,
  "height": 17,
  "text": "<recognised text>",
  "conf": 91.0
}`,
            note: 'Example values.',
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
