import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'SQL injection is a well-known way into web applications, and it hides in ordinary-looking code. VUDENCAI reads source code and flags the places that are vulnerable, so reviewers can start where the risk is.',
    cards: [
      {
        title: 'Architecture',
        items: ['Source code is turned into embeddings of size 200', 'A deep-learning classifier reads the embedded code', 'Findings are reported as vulnerable or safe'],
      },
      {
        title: 'Key Features',
        items: ['Learns from code instead of hand-written rules', 'Focuses on SQL-injection vulnerabilities', 'Fits into code review and security audits'],
      },
      {
        title: 'Data & Results',
        items: ['96% accuracy', '94% precision', '95% F1 score'],
      },
    ],
  },
  technical: {
    intro:
      'The detector represents code as vectors so that a neural network can learn which patterns lead to injectable queries. Its embedding size is 200.',
    subsections: [
      {
        title: 'Detection pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Read the code', text: 'Source files are split into the tokens the model learns from.' },
              { title: 'Embed', text: 'Every token becomes a vector of 200 numbers.' },
              { title: 'Classify', text: 'The deep-learning classifier marks each piece of code vulnerable or safe.' },
              { title: 'Report', text: 'Vulnerable places are listed for review.' },
            ],
          },
          {
            kind: 'code',
            title: 'Model parameter',
            language: 'python',
            code: `EMBEDDING_SIZE = 200   # length of each code-token vector`,
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '96%', label: 'Accuracy' },
              { value: '94%', label: 'Precision' },
              { value: '95%', label: 'F1 score' },
            ],
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
