import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Guests write hotel reviews in many languages and split them into what they liked and what they did not. My scraper collects the reviews of a hotel, brings every text into English and merges the parts into one review text that analysis tools can read.',
    cards: [
      {
        title: 'Architecture',
        items: [
          "Requests the hotel booking platform's review-list page, one page of 10 reviews at a time",
          'Cleans each text and detects its language',
          'Translates non-English text to English and combines the parts',
        ],
      },
      {
        title: 'Key Features',
        items: [
          'Collects up to max_reviews reviews (default 10), advancing the offset by 10',
          'Translates only when the detected language is not English',
          'Drops empty values and the literal word None when combining',
        ],
      },
      {
        title: 'Data Output',
        items: ['Username, rating and date', 'positiveText and negativeText', 'Room type and guest information', 'A combined reviewText ready for analysis'],
      },
    ],
  },
  technical: {
    intro:
      'The scraper is the first half of a five-step review pipeline — scrape, translate, combine, analyze, generate reports. It covers the first three steps; the analysis and the reports are a separate project.',
    subsections: [
      {
        title: 'Review pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Scrape', text: 'Fetch the review-list pages of a hotel.' },
              { title: 'Translate', text: 'Detect each text’s language and translate non-English text to English.' },
              { title: 'Combine', text: 'Merge the parts of a review into one review text.' },
              { title: 'Analyze', text: 'Score the sentiment of every review (the analysis project).' },
              { title: 'Generate reports', text: 'Write the long and short reports (the analysis project).' },
            ],
          },
        ],
      },
      {
        title: 'Fetching the review pages',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Reviews are read from the hotel booking platform’s review-list page. Each request carries the query parameters below; the offset moves forward by 10 per page until max_reviews reviews are collected.',
          },
          {
            kind: 'code',
            title: 'Query parameters of the review-list page',
            language: 'python',
            code: `params = {
    "cc1": country_code,
    "pagename": hotel_page_name,
    "dest_id": destination_id,
    "dest_type": "city",
    "dist": 1,
    "type": "total",
    "offset": offset,      # 0, 10, 20, ... one page of 10 reviews per request
}`,
          },
          {
            kind: 'code',
            title: 'Paging through the reviews',
            language: 'python',
            code: `def scrape_reviews(hotel, max_reviews=10):
    reviews, offset = [], 0
    while len(reviews) < max_reviews:
        page = fetch_review_page(hotel, offset=offset)
        if not page:
            break
        reviews.extend(page)
        offset += 10           # offset step: one page of 10 reviews
    return reviews[:max_reviews]`,
          },
        ],
      },
      {
        title: 'Scraped hotel review',
        blocks: [
          {
            kind: 'code',
            title: 'One review as scraped',
            language: 'json',
            code: `{
  "username": "<reviewer's display name>",
  "rating": 8.0,
  "date": "<review date>",
  "positiveText": "<what the guest liked>",
  "negativeText": "<what the guest disliked>",
  "roomType": "<room the guest stayed in>",
  "guestInfo": "<guest information>"
}`,
            note: 'Example values.',
          },
        ],
      },
      {
        title: 'Text rules',
        blocks: [
          {
            kind: 'list',
            items: [
              'A value that is not text, or is missing, becomes an empty string.',
              'If language detection fails, the original text is returned unchanged.',
              'Translation happens only when the detected language is not English.',
              'When the parts are combined, empty values and the literal word None are dropped.',
            ],
          },
          {
            kind: 'code',
            title: 'Cleaning, translating and combining',
            language: 'python',
            code: `def clean_text(value) -> str:
    return value if isinstance(value, str) else ""

def to_english(text: str) -> str:
    try:
        language = detect_language(text)
    except Exception:
        return text                       # detection failed: keep the original
    if language == "en":
        return text
    return translate(text, target="en")

def combine(*parts: str) -> str:
    kept = [p for p in parts if p and p != "None"]
    return " ".join(kept)`,
          },
        ],
      },
      {
        title: 'Combined review',
        blocks: [
          {
            kind: 'paragraph',
            text: 'After combining (and, in the analysis step, scoring) a review has this shape:',
          },
          {
            kind: 'code',
            title: 'One review after combining',
            language: 'json',
            code: `{
  "reviewText": "<positive and negative parts, in English>",
  "reviewDate": "<review date>",
  "hotelReply": "<the hotel's reply, if any>",
  "sentiment_score": 0.35,
  "sentiment_category": "<positive | neutral | negative>",
  "combinedScore": 0.42
}`,
            note: 'Example values.',
          },
        ],
      },
    ],
  },
  closing: 'analysis-services',
};

export default content;
