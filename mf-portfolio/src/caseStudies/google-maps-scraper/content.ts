import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Finding leads on Google Maps by hand means opening listing after listing and copying details into a spreadsheet. My scraper does the browsing itself and hands back one clean record per business, and a small web interface lets the team request reports without touching the code.',
    cards: [
      {
        title: 'Architecture',
        items: [
          'Browser automation opens the Google Maps search and scrolls the results panel',
          'A parser turns every listing into one structured record',
          'A small web interface at / (GET and POST) requests reports',
        ],
      },
      {
        title: 'Key Features',
        items: [
          'Scrolls the results 10 times, waiting 2 seconds after each scroll so new listings can load',
          'Ten fields per business, from name to open/closed status',
          "Report requests from a form, confirmed with 'Report generated successfully!'",
        ],
      },
      {
        title: 'Data Output',
        items: [
          'Business name, address and phone number',
          'Website URL and map URL',
          'Rating stars and total reviews',
          'Business hours, category and open/closed status',
        ],
      },
    ],
  },
  technical: {
    intro:
      'The scraper drives a real browser, because Google Maps loads more results while the list is scrolled. Each listing is read into the same shape, so the output can go straight into a CRM or a spreadsheet.',
    subsections: [
      {
        title: 'Loading the results',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Results arrive in batches as the panel scrolls. The scraper scrolls a fixed number of times and pauses after each scroll so the next batch can render before it reads the list.',
          },
          {
            kind: 'code',
            title: 'Scrolling the results panel',
            language: 'python',
            code: `SCROLL_COUNT = 10          # scrolls per search
SCROLL_WAIT_SECONDS = 2    # pause after each scroll

for _ in range(SCROLL_COUNT):
    scroll_results_panel()
    time.sleep(SCROLL_WAIT_SECONDS)

listings = [parse_listing(card) for card in result_cards()]`,
          },
        ],
      },
      {
        title: 'Scraped business listing',
        blocks: [
          {
            kind: 'code',
            title: 'One record per business',
            language: 'json',
            code: `{
  "business_name": "<name shown on the listing>",
  "address": "<street address>",
  "phone_number": "<phone number>",
  "website_url": "<the business's website>",
  "rating_stars": 4.6,
  "total_reviews": 128,
  "business_hours": "<opening hours>",
  "category": "<business category>",
  "map_url": "<link to the listing on Google Maps>",
  "status": "<open | closed>"
}`,
            note: 'Example values.',
          },
        ],
      },
      {
        title: 'Report web interface',
        blocks: [
          {
            kind: 'paragraph',
            text: 'A one-page interface at / accepts GET (the form) and POST (a report request). The POST handler works through these steps in order:',
          },
          {
            kind: 'pipeline',
            steps: [
              { title: 'Read the form', text: 'Form fields operation, queue, lot and start_date.' },
              { title: 'Load the configuration', text: 'Connection settings for the reporting service.' },
              { title: 'Authenticate', text: 'Exchange the configured credentials for a token.' },
              { title: 'Request the report', text: 'Send the form values with the token.' },
              { title: 'Confirm and return', text: "Flash 'Report generated successfully!' and redirect to /." },
            ],
          },
          {
            kind: 'code',
            title: 'Routes',
            language: 'http',
            code: `GET  /    -> the report form
POST /    -> form fields: operation, queue, lot, start_date
          -> flash "Report generated successfully!" and redirect to /`,
            note: 'When authentication yields no token, the interface shows no failure message.',
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
          blocks: [
            {
              kind: 'list',
              items: [
                'Building lead lists of local businesses by category and area',
                'Checking ratings and review counts of competitors',
                'Keeping a directory of opening hours and contact details current',
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
