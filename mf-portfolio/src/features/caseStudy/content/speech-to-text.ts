import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Long recordings are hard to revisit. This note taker turns a WAV recording into text, condenses the text into a summary and reads the summary aloud, so the key points of a meeting or lecture are easy to revisit.',
    cards: [
      {
        title: 'Architecture',
        items: ['Speech to text for WAV audio', 'Summarisation with BART', 'Text to speech for the summary'],
      },
      {
        title: 'Key Features',
        items: ['BART summaries with a minimum length of 25', 'Speech rate 150 and volume 1.0 by default', 'A sample word count of 10'],
      },
      {
        title: 'Data Output',
        items: ['The full transcript', 'A written summary', 'The summary as speech'],
      },
    ],
  },
  technical: {
    intro: 'The three stages run one after another: speech to text, then summary, then speech.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Speech to text', text: 'The WAV recording is transcribed.' },
              { title: 'Summary', text: 'BART condenses the transcript, with a minimum length of 25.' },
              { title: 'Speech', text: 'The summary is read aloud at the configured rate and volume.' },
            ],
          },
        ],
      },
      {
        title: 'Parameters',
        blocks: [
          {
            kind: 'code',
            title: 'Defaults',
            language: 'python',
            code: `AUDIO_FORMAT = "wav"

SPEECH_RATE = 150          # text-to-speech rate, default
SPEECH_VOLUME = 1.0        # text-to-speech volume, default
SAMPLE_WORD_COUNT = 10
SUMMARY_MIN_LENGTH = 25    # BART min_length`,
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
              items: ['Meeting notes without a note taker', 'Lecture summaries for revision', 'Listening to a summary on the move'],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
