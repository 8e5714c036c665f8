import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'A hotel with hundreds of reviews needs more than an average rating. My analysis scores the sentiment of every review, condenses a hotel’s reviews into one SDR index that also rewards replying to guests, and writes reports at two lengths.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Takes the combined reviews from the review scraper',
          'Scores each review’s polarity and gives it a sentiment category',
          'Aggregates the scores into the SDR index and the reports',
        ],
      },
      {
        title: 'Report Types',
        items: ['Long report: 20+ pages of detailed analysis', 'Short report: 5 pages for a quick read', 'Per-review sentiment with the hotel’s replies'],
      },
      {
        title: 'Data Output',
        items: [
          'reviewText, reviewDate and hotelReply',
          'sentiment_score and sentiment_category (positive, neutral, negative)',
          'combinedScore per review',
          'The SDR index, from 0 to 100 with one decimal',
        ],
      },
    ],
  },
  technical: {
    intro:
      'Analysis is the second half of the review pipeline: scrape, translate, combine, analyze, generate reports. It starts from reviews that are already in English and combined into one text each.',
    subsections: [
      {
        title: 'Review pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Scrape', text: 'Collect the hotel’s reviews (the scraper project).' },
              { title: 'Translate', text: 'Bring every review into English.' },
              { title: 'Combine', text: 'One review text per review, with the hotel’s reply.' },
              { title: 'Analyze', text: 'Score the polarity, assign a category, compute the SDR index.' },
              { title: 'Generate reports', text: 'A long report (20+ pages) and a short one (5 pages).' },
            ],
          },
        ],
      },
      {
        title: 'Sentiment category',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Each review’s polarity score decides its category: positive above 0.1, negative below -0.1, neutral in between (both limits included).',
          },
          {
            kind: 'code',
            title: 'From polarity to category',
            language: 'python',
            code: `def sentiment_category(polarity: float) -> str:
    if polarity > 0.1:
        return "positive"
    if polarity < -0.1:
        return "negative"
    return "neutral"`,
          },
        ],
      },
      {
        title: 'SDR index',
        blocks: [
          {
            kind: 'list',
            items: [
              'Base score: the mean combined score of the reviews, times 100.',
              'Response factor: 1 plus 0.1 times the hotel’s reply rate.',
              'The total is divided by 10, clamped to 0–100 and rounded to one decimal.',
            ],
          },
          {
            kind: 'code',
            title: 'Computing the index',
            language: 'python',
            code: `base_score = mean(review.combinedScore for review in reviews) * 100
response_factor = 1 + 0.1 * reply_rate
total = base_score * response_factor
sdr_index = round(min(max(total / 10, 0), 100), 1)   # clamped to 0-100, one decimal`,
          },
        ],
      },
      {
        title: 'Analysed review',
        blocks: [
          {
            kind: 'code',
            title: 'One review after analysis',
            language: 'json',
            code: `{
  "reviewText": "<the combined review text, in English>",
  "reviewDate": "<review date>",
  "hotelReply": "<the hotel's reply, if any>",
  "sentiment_score": 0.35,
  "sentiment_category": "<positive | neutral | negative>",
  "combinedScore": 0.42
}`,
            note: 'Example values.',
          },
          {
            kind: 'figures',
            items: [
              { value: '0–100', label: 'SDR index range, one decimal' },
              { value: '20+ pages', label: 'Long report' },
              { value: '5 pages', label: 'Short report' },
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
          title: 'Who reads the reports',
          blocks: [
            {
              kind: 'list',
              items: [
                'Hotel managers who want the recurring themes behind their rating',
                'Owners comparing how well each property answers its guests',
                'Teams preparing a short summary for a meeting and a long one for planning',
              ],
            },
          ],
        },
      ],
    },
  ],
  closing: 'services-contact',
};

export default content;
