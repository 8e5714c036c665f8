import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 27,
  pageId: 'LogisticsDriverManagement',
  title: 'Logistics Driver Management',
  featured: 'false',
  tags: ['Data Analysis', 'Web Application', 'Logistics', 'Data Cleaning', 'Python'],
  output: 'Web application',
  overview: 'A data-analysis web application for managing logistics drivers, built on cleaned driver records.',
  shortDescription:
    'A web application built on a cleaned data set of logistics driver records: the ID, DayOfWeek and Carrier_Name columns are dropped before the data is analysed.',
  worked_on: 'March 2024',
  category: ['data-analysis', 'web application'],
  views: 0,
};

export default record;
