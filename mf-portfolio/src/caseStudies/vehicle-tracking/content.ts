import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Traffic cameras record hours of video that nobody can watch in full. The system I built detects every vehicle, follows it from frame to frame across up to 10 road segments and recognises the ones that stop, so the video becomes counts and movements.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'A detector finds vehicles in every frame',
          'A tracker links detections into one track per vehicle',
          'Segment logic assigns tracks to up to 10 road segments',
        ],
      },
      {
        title: 'Key Features',
        items: ['Joins tracks that break when a vehicle is briefly hidden', 'Tells parked vehicles from moving ones', 'Runs at 30 FPS'],
      },
      {
        title: 'Data Output',
        items: ['Vehicle type per detection', 'Confidence of each detection', 'Bounding box of four numbers', 'Tracks per road segment'],
      },
    ],
  },
  technical: {
    intro:
      'Detection and tracking run frame by frame. When a vehicle is hidden for a moment, its track can break in two; the merge thresholds join such fragments back into one vehicle.',
    subsections: [
      {
        title: 'Tracking parameters',
        blocks: [
          {
            kind: 'code',
            title: 'Configuration',
            language: 'python',
            code: `TRACKING_CONFIG = {
    "max_road_segments": 10,
    "merge_time_threshold_s": 0.2,
    "merge_distance": 5.0,
    "parking_threshold": 1.0,
}`,
          },
          {
            kind: 'list',
            items: [
              'Up to 10 road segments are monitored at once.',
              'Track fragments are merged using a time threshold of 0.2 s and a distance threshold of 5.0.',
              'A parking threshold of 1.0 separates parked vehicles from moving ones.',
            ],
          },
        ],
      },
      {
        title: 'Vehicle detection output',
        blocks: [
          {
            kind: 'code',
            title: 'One detection',
            language: 'json',
            code: `{
  "type": "<vehicle type>",
  "confidence": 0.91,
  "bbox": [412, 188, 655, 342]
}`,
            note: 'Example values. The bounding box is a list of four numbers.',
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '98.2%', label: 'Detection accuracy' },
              { value: '95.7%', label: 'Tracking accuracy' },
              { value: '30 FPS', label: 'Processing speed' },
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
              items: ['Traffic counts per road segment', 'Monitoring parking along a street', 'Studying how vehicles move through a junction'],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
