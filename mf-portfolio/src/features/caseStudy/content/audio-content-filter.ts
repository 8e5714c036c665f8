import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Platforms that host audio need to know what is being said before their listeners do. This deep-learning filter classifies audio and flags content that should be filtered, so moderators can focus on the flagged clips.',
    cards: [
      {
        title: 'Architecture',
        items: ['Audio turned into features the network can read', 'A deep-learning classifier', 'Flags for content to filter'],
      },
      {
        title: 'Key Features',
        items: ['Learning rate 0.0001', 'Batches of 16', '100 training epochs with dropout 0.8'],
      },
      {
        title: 'Data Output',
        items: ['A filter decision per audio clip', 'Flagged clips for review', 'Clean audio passed through'],
      },
    ],
  },
  technical: {
    intro:
      'The classifier was trained with a small learning rate over many epochs and with heavy dropout, a common guard against overfitting.',
    subsections: [
      {
        title: 'Training configuration',
        blocks: [
          {
            kind: 'code',
            title: 'Hyperparameters',
            language: 'python',
            code: `LEARNING_RATE = 0.0001
BATCH_SIZE = 16
EPOCHS = 100
DROPOUT = 0.8`,
          },
          {
            kind: 'pipeline',
            steps: [
              { title: 'Prepare', text: 'Audio clips are converted into model input.' },
              { title: 'Train', text: '100 epochs, batches of 16, learning rate 0.0001, dropout 0.8.' },
              { title: 'Filter', text: 'New audio is classified and flagged content is filtered.' },
            ],
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
