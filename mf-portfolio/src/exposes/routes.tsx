import type { RouteObject } from 'react-router-dom';
import { PortfolioListing } from '../features/listing/PortfolioListing';
import { CaseStudyPage } from '../features/caseStudy/CaseStudyPage';

/** Mounted by the shell under /portfolio/*: the listing and one page per case study. */
const routes: RouteObject[] = [
  { index: true, element: <PortfolioListing /> },
  { path: ':slug', element: <CaseStudyPage /> },
];

export default routes;
