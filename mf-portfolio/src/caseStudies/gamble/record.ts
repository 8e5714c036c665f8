import type { CaseStudyRecord } from '../../data/types';

/** The listing card and page header of this case study (case-study spec §3); its slug is the folder name. */
const record: CaseStudyRecord = {
  id: 17,
  pageId: 'GambleSystem',
  title: 'Betting Pattern Analysis',
  featured: 'false',
  tags: ['Data Analysis', 'Simulation', 'Pattern Mining', 'Python', 'Statistics'],
  output: 'Betting pattern simulator',
  overview: 'Tests red/black betting sequences against recorded outcomes and ranks the patterns by win rate.',
  shortDescription:
    'Simulates a ten-step red/black betting sequence over 6,500+ recorded outcomes, searches patterns of length 3 to 10 and reports win rates, attempts and CSV simulations.',
  category: 'data-analysis',
  categoryUnconfirmed: true,
  views: 0,
};

export default record;
