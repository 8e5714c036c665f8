import type { RouteObject } from '@portfolio/router';
import { NotFoundPage, type RemoteModules } from '@portfolio/ui';
import { PortfolioListing } from '../features/listing/PortfolioListing';
import { CaseStudyPage } from '../features/caseStudy/CaseStudyPage';

/** Mounted by the shell under /portfolio/*: the listing, one page per case study, and 404 for deeper paths. */
const routes: RouteObject[] = [
  { index: true, element: <PortfolioListing /> },
  { path: ':slug', element: <CaseStudyPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export default routes satisfies RemoteModules['mf_portfolio/routes']['default'];
