import type { CaseStudyContent } from '../../data/contentTypes';

const content: CaseStudyContent = {
  overview: {
    intro:
      'Driver records in logistics arrive with columns that help nobody make a decision. I built a data-analysis web application for driver management whose first step is a cleaning stage: identifier and calendar columns are dropped so the analysis works on the fields that describe the drivers’ work.',
    cards: [
      {
        title: 'Architecture',
        items: ['A cleaning stage for the raw driver records', 'An analysis stage on the cleaned table', 'A web application that presents the analysis'],
      },
      {
        title: 'Key Features',
        items: [
          'Repeatable cleaning: the same columns are dropped on every import',
          'Analysis on the fields that matter, not on row identifiers',
          'Results available in a browser',
        ],
      },
      {
        title: 'Data Sources',
        items: ['Logistics driver records in tabular form', 'Columns dropped in cleaning: ID, DayOfWeek, Carrier_Name'],
      },
    ],
  },
  technical: {
    intro: 'The application is a data-analysis pipeline behind a web front end. Everything downstream reads the cleaned table, never the raw one.',
    subsections: [
      {
        title: 'Pipeline',
        blocks: [
          {
            kind: 'pipeline',
            steps: [
              { title: 'Load', text: 'The raw driver records are read into a table.' },
              { title: 'Clean', text: 'The ID, DayOfWeek and Carrier_Name columns are dropped.' },
              { title: 'Analyse', text: 'The analysis runs on the remaining driver fields.' },
              { title: 'Present', text: 'The web application shows the results of the analysis.' },
            ],
          },
        ],
      },
      {
        title: 'Cleaning step',
        blocks: [
          {
            kind: 'paragraph',
            text: 'Dropping the three columns is one explicit, named step, so every import is cleaned the same way:',
          },
          {
            kind: 'code',
            title: 'clean.py',
            language: 'python',
            code: `import pandas as pd

DROPPED_COLUMNS = ["ID", "DayOfWeek", "Carrier_Name"]


def clean_driver_records(raw: pd.DataFrame) -> pd.DataFrame:
    """The driver table without the columns the analysis does not use."""
    return raw.drop(columns=DROPPED_COLUMNS)`,
          },
        ],
      },
    ],
  },
  closing: 'services-contact',
};

export default content;
