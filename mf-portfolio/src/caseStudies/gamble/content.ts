import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  demoLabel: 'View Results',
  overview: {
    intro:
      'Betting systems promise patterns in red and black outcomes. I tested that promise with data: my system simulates a ten-step red/black sequence over 6,500+ recorded outcomes, searches many patterns and reports honestly how often each one wins.',
    cards: [
      {
        title: 'Architecture',
        items: ['A simulator for a ten-step red/black sequence', 'A pattern search over lengths 3 to 10', 'Results as JSON and simulations as CSV'],
      },
      {
        title: 'Key Features',
        items: ['At most 10 attempts per round', 'Keeps patterns with a win rate above 50%', 'Tested on 6,500+ outcomes'],
      },
      {
        title: 'Data & Results',
        items: ['About 50% first-try win rate', 'Top patterns win 50.43%, 50.17% and 50.06%', 'About 1.99 attempts on average'],
      },
    ],
  },
  technical: {
    intro:
      'The system follows a fixed sequence of ten red (R) or black (B) predictions. After a loss it moves to the next position in the sequence; after a win, or when the sequence runs out, it returns to the start.',
    subsections: [
      {
        title: 'Sequence rule',
        blocks: [
          {
            kind: 'code',
            title: 'Moving through the sequence',
            language: 'python',
            code: `SEQUENCE_LENGTH = 10
MAX_ATTEMPTS = 10

def next_position(position: int, won: bool) -> int:
    if won or position + 1 >= SEQUENCE_LENGTH:
        return 0               # back to the start after a win or at the end
    return position + 1        # after a loss: the next position`,
          },
        ],
      },
      {
        title: 'Pattern search',
        blocks: [
          {
            kind: 'list',
            items: [
              'Patterns of length 3 to 10 are tested.',
              'A pattern is kept when its win rate is above 50%.',
              'Each result records total wins, win rate, the maximum and the average number of tries, and the pattern itself.',
            ],
          },
          {
            kind: 'code',
            title: 'Search parameters',
            language: 'python',
            code: `PATTERN_LENGTHS = range(3, 11)    # lengths 3 to 10
WIN_RATE_THRESHOLD = 50.0         # keep patterns above 50%`,
          },
        ],
      },
      {
        title: 'Results',
        blocks: [
          {
            kind: 'figures',
            items: [
              { value: '6,500+', label: 'Outcomes tested' },
              { value: '~50%', label: 'First-try win rate' },
              { value: '50.43%', label: 'Best pattern win rate' },
              { value: '50.17%', label: 'Second pattern win rate' },
              { value: '50.06%', label: 'Third pattern win rate' },
              { value: '~1.99', label: 'Average attempts' },
            ],
            note: 'The best patterns win only slightly more than half the time: the data shows no pattern that beats chance by much.',
          },
        ],
      },
    ],
  },
  extraSections: [
    {
      title: 'Sample Output',
      id: 'demo',
      intro: 'The two outputs of a run: the pattern results as JSON and a simulation as CSV.',
      subsections: [
        {
          title: 'Pattern results',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Results are keyed by the pattern string. Each entry holds total_wins, win_rate, max_try, average_try and the pattern as a list of R and B.',
            },
            {
              kind: 'code',
              title: 'pattern_results.json',
              language: 'json',
              code: `{
  "RRBRB": {
    "total_wins": 3278,
    "win_rate": 50.43,
    "max_try": 10,
    "average_try": 1.99,
    "pattern": ["R", "R", "B", "R", "B"]
  }
}`,
              note: 'Example values for one pattern; results are keyed by the pattern string.',
            },
          ],
        },
        {
          title: 'CSV simulation',
          blocks: [
            {
              kind: 'paragraph',
              text: 'A simulation writes one row per outcome with the columns Outcome, Prediction, Win? and Attempts. The rows below illustrate the format.',
            },
            {
              kind: 'code',
              title: 'simulation.csv',
              language: 'csv',
              code: `Outcome,Prediction,Win?,Attempts
B,R,No,1
R,B,No,2
R,R,Yes,3
B,R,No,1
B,B,Yes,2`,
              note: 'Illustrative rows: after each loss the attempt count grows; a win starts the sequence again.',
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
