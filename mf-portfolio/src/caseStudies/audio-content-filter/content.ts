import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Anyone who publishes or hosts audio at scale needs a first pass that sorts clips before a person listens. I built a deep-learning classifier that takes an audio clip and decides whether it should be filtered, so review time goes to the clips that were flagged.',
    cards: [
      {
        title: 'Architecture',
        items: ['Audio clips prepared as model input', 'A deep-learning classifier trained on labelled clips', 'A filter decision for every new clip'],
      },
      {
        title: 'Key Features',
        items: [
          'Works on the audio itself, without a person listening first',
          'One decision per clip: filter or keep',
          'A trained model that can be re-run on every new upload',
        ],
      },
      {
        title: 'Data & Results',
        items: ['Trained for 100 epochs in batches of 16', 'Learning rate 0.0001', 'Dropout 0.8 against overfitting'],
      },
    ],
  },
  technical: {
    intro:
      'The project is a supervised audio classifier: labelled clips teach the model which content to filter, and the trained model then classifies new clips one by one.',
    subsections: [
      {
        title: 'From clip to decision',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Prepare', text: 'Each labelled training clip is converted into the numeric input the network reads.' },
              { title: 'Train', text: 'The classifier learns from the clips for 100 epochs, 16 clips per update, at a learning rate of 0.0001.' },
              { title: 'Regularise', text: 'Dropout of 0.8 is applied while training, so the model does not simply memorise the training clips.' },
              { title: 'Classify', text: 'A new clip goes through the same preparation and the trained model decides whether it is filtered.' },
            ],
          },
        ],
      },
      {
        title: 'Training configuration',
        blocks: [
          {
            kind: 'paragraph',
            text: 'The four training settings in one typed configuration object, as the training run reads them:',
          },
          {
            kind: 'code',
            title: 'Training configuration',
            language: 'python',
            code: `from dataclasses import dataclass


@dataclass(frozen=True)
class TrainingConfig:
    learning_rate: float = 0.0001  # step size of each weight update
    batch_size: int = 16           # clips per weight update
    epochs: int = 100              # full passes over the training clips
    dropout: float = 0.8           # dropout setting of the classifier while training


CONFIG = TrainingConfig()`,
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
          blocks: [{ kind: 'list', items: ['A first screening pass for uploaded audio', 'Sorting a large audio archive before manual review'] }],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
