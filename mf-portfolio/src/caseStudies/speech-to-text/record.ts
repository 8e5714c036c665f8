import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 14,
  pageId: 'SpeechToText',
  title: 'AI Note Taker',
  featured: 'false',
  tags: ['Speech-to-Text', 'Summarisation', 'BART', 'Text-to-Speech', 'Productivity'],
  output: 'Note taker, spoken summary',
  overview: 'Transcribes a recording, summarises it and reads the summary back aloud.',
  shortDescription:
    'A note taker that converts WAV recordings to text, condenses the transcript with a BART summariser and speaks the summary with adjustable rate and volume.',
  category: 'nlp',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
