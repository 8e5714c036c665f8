import { Navigate, Route, Routes, useRoutes } from '@portfolio/router';
import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import routes from '../exposes/routes';
import { FeaturedPreview } from './FeaturedPreview';

function PortfolioRoutes() {
  return useRoutes(routes);
}

void renderStandalone(
  'mf-portfolio',
  <Routes>
    <Route path="/portfolio/*" element={<PortfolioRoutes />} />
    <Route path="/featured" element={<FeaturedPreview />} />
    <Route path="*" element={<Navigate to="/portfolio" replace />} />
  </Routes>,
  initAuth,
);
