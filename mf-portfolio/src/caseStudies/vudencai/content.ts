import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'SQL injection is still one of the most common ways into a web application, and it hides in code that looks ordinary. VUDENCAI is my deep-learning detector that reads source code and flags code vulnerable to SQL injection, so a security review starts where the risk is.',
    cards: [
      {
        title: 'Architecture',
        items: ['Source code split into tokens', 'Each token embedded as a vector of 200 numbers', 'A deep-learning classifier: vulnerable or safe'],
      },
      {
        title: 'Key Features',
        items: [
          'Learns vulnerable patterns from code instead of hand-written rules',
          'Focused on SQL injection',
          'Points reviewers at the code to check first',
        ],
      },
      {
        title: 'Data & Results',
        items: ['96% accuracy', '94% precision', '95% F1 score'],
      },
    ],
  },
  technical: {
    intro:
      'Code is text with structure. VUDENCAI turns every code token into an embedding of size 200, so that tokens used in similar ways get similar vectors, and a neural network learns from those sequences which code builds injectable queries.',
    subsections: [
      {
        title: 'Detection pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Tokenise', text: 'Source files are split into the code tokens the model learns from.' },
              { title: 'Embed', text: 'Every token becomes a vector of 200 numbers; a piece of code becomes a sequence of them.' },
              { title: 'Classify', text: 'The classifier reads the sequence and marks the code vulnerable to SQL injection or safe.' },
              { title: 'Report', text: 'Code marked vulnerable is listed for review.' },
            ],
          },
        ],
      },
      {
        title: 'Model input',
        blocks: [
          {
            kind: 'paragraph',
            text: 'What the classifier receives for one piece of code: one row of EMBEDDING_SIZE numbers per token.',
          },
          {
            kind: 'code',
            title: 'embed.py',
            language: 'python',
            code: `import numpy as np

EMBEDDING_SIZE = 200


def embed(tokens: list[str], vectors: dict[str, np.ndarray]) -> np.ndarray:
    """A (len(tokens), EMBEDDING_SIZE) matrix; tokens never seen in training get zeros."""
    unknown = np.zeros(EMBEDDING_SIZE)
    return np.stack([vectors.get(token, unknown) for token in tokens])`,
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '96%', label: 'Accuracy: verdicts that were correct' },
              { value: '94%', label: 'Precision: flagged code that was really vulnerable' },
              { value: '95%', label: 'F1 score: balance of precision and recall' },
            ],
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
