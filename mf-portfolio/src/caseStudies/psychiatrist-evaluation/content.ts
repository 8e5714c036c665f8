import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Feedback on how a clinician communicates usually means someone listening to a whole session recording. The system I built takes a recorded session, transcribes it and evaluates how nine communication techniques were used, ending in a written report.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Audio extraction from the uploaded file',
          'Speech to text (default model size: base)',
          'Rule-based analysis of the transcript',
          'Report generation',
        ],
      },
      {
        title: 'Upload Methods',
        items: ['Video files: MP4 and AVI', 'Audio files: MP3 and WAV', 'A project name for every upload'],
      },
      {
        title: 'Data Output',
        items: ['An evaluation of nine communication techniques', 'Weighted scores, e.g. open-ended questions at 20%', 'A report per session'],
      },
    ],
  },
  technical: {
    intro: 'The evaluation runs as a fixed four-step pipeline. The analysis is rule-based: transparent rules score the transcript, not a black-box model.',
    subsections: [
      {
        title: 'Evaluation pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Audio extraction', text: 'The audio track is taken from the uploaded video (or the audio file is used as is).' },
              { title: 'Speech to text', text: 'The session is transcribed; the default speech model size is base.' },
              { title: 'Rule-based analysis', text: 'The transcript is checked for the use of nine communication techniques.' },
              { title: 'Report generation', text: 'Scores and findings are written into the evaluation report.' },
            ],
          },
        ],
      },
      {
        title: 'Accepted input',
        blocks: [
          {
            kind: 'code',
            title: 'Upload rules',
            language: 'python',
            code: `ACCEPTED_FILES = {
    "video": ["MP4", "AVI"],
    "audio": ["MP3", "WAV"],
}
# every upload also carries a project name

SPEECH_MODEL_SIZE = "base"   # default`,
          },
        ],
      },
      {
        title: 'Scoring',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Nine communication techniques are evaluated, each with its own weight in the overall score. Three of the weights:',
          },
          {
            kind: 'table',
            caption: 'Scoring weights',
            columns: ['Technique', 'Weight'],
            rows: [
              ['Encouragers', '15%'],
              ['Open-ended questions', '20%'],
              ['Empathic response', '10%'],
            ],
          },
          {
            kind: 'code',
            title: 'Weights in the analysis',
            language: 'python',
            code: `TECHNIQUE_WEIGHTS = {
    "encouragers": 0.15,
    "open_ended_questions": 0.20,
    "empathic_response": 0.10,
    # ... the remaining six of the nine techniques
}`,
          },
        ],
      },
    ],
  },
  closing: 'request-demo',
};

export default content;
