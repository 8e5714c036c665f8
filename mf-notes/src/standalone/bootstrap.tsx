import { Navigate, Route, Routes, useRoutes } from '@portfolio/router';
import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import { ROUTE } from '../logic/constants';
import routes from '../exposes/routes';

function OwnRoutes() {
  return useRoutes(routes);
}

void renderStandalone(
  'mf-notes',
  <Routes>
    <Route path={`${ROUTE}/*`} element={<OwnRoutes />} />
    <Route path="*" element={<Navigate to={ROUTE} replace />} />
  </Routes>,
  initAuth,
);
