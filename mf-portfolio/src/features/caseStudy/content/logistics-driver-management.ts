import type { CaseStudyContent } from '../contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Driver records in logistics pile up in exports and spreadsheets. This project cleans that data, analyses it and puts the results into a web application that managers use day to day.',
    cards: [
      {
        title: 'Architecture',
        items: ['A data-cleaning and analysis layer', 'A web application on top of the cleaned data', 'Views for drivers and their records'],
      },
      {
        title: 'Data Sources',
        items: ['Raw driver records exported from operations', 'Carrier details in the same records', 'Columns ID, DayOfWeek and Carrier_Name, dropped in cleaning'],
      },
      {
        title: 'Key Features',
        items: ['Repeatable cleaning of the raw records', 'Analysis of driver data', 'A web interface for day-to-day management'],
      },
    ],
  },
  technical: {
    intro: 'Cleaning removes columns the analysis does not use before anything else runs, so every view works from the same tidy table.',
    subsections: [
      {
        title: 'Data cleaning',
        blocks: [
          {
            kind: 'code',
            title: 'Columns dropped in cleaning',
            language: 'python',
            code: `DROPPED_COLUMNS = ["ID", "DayOfWeek", "Carrier_Name"]

drivers = raw_drivers.drop(columns=DROPPED_COLUMNS)`,
          },
          {
            kind: 'pipeline',
            steps: [
              { title: 'Load', text: 'Read the raw driver records.' },
              { title: 'Clean', text: 'Drop ID, DayOfWeek and Carrier_Name.' },
              { title: 'Analyse', text: 'Compute the figures the managers need.' },
              { title: 'Present', text: 'Show the results in the web application.' },
            ],
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
