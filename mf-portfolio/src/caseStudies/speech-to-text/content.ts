import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Long recordings are hard to revisit. My note taker turns a WAV recording into text, condenses the text with a BART summariser and reads the summary aloud, so the key points of a meeting or lecture take a minute to hear instead of an hour.',
    cards: [
      {
        title: 'Architecture',
        items: ['Speech to text for WAV audio', 'Summarisation with BART', 'Text to speech for the summary'],
      },
      {
        title: 'Key Features',
        items: ['Full transcript and short summary from one recording', 'The summary read aloud, hands-free', 'Adjustable speaking rate and volume'],
      },
      {
        title: 'Data & Results',
        items: ['Input: a WAV recording', 'Outputs: transcript, written summary, spoken summary', 'Summaries of at least 25 tokens'],
      },
    ],
  },
  technical: {
    intro: 'Three stages run one after another — speech to text, then summary, then speech — each handing its text to the next.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Speech to text', text: 'The WAV recording is transcribed; a 10-word sample of the transcript is shown as a quick check.' },
              { title: 'Summary', text: 'BART condenses the transcript into a summary with a minimum length of 25.' },
              { title: 'Speech', text: 'The summary is spoken at rate 150 and volume 1.0 unless the user changes them.' },
            ],
          },
        ],
      },
      {
        title: 'Settings',
        blocks: [
          {
            kind: 'code',
            title: 'settings.py',
            language: 'python',
            code: `AUDIO_FORMAT = "wav"

SAMPLE_WORD_COUNT = 10     # words of the transcript shown as a sample
SUMMARY_MIN_LENGTH = 25    # BART min_length of the summary
SPEECH_RATE = 150          # text-to-speech rate, default
SPEECH_VOLUME = 1.0        # text-to-speech volume, default (0.0 to 1.0)


def transcript_sample(transcript: str) -> str:
    return " ".join(transcript.split()[:SAMPLE_WORD_COUNT])`,
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
          blocks: [{ kind: 'list', items: ['Meeting notes without a note taker', 'Lecture summaries for revision', 'Listening to a summary on the move'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
