import { Navigate, Route, Routes } from '@portfolio/router';
import { initAuth } from '@portfolio/auth';
import { renderStandalone } from '@portfolio/ui';
import ServicesPage from '../exposes/ServicesPage';
import ContactPage from '../exposes/ContactPage';

void renderStandalone(
  'mf-forms',
  <Routes>
    <Route path="/services" element={<ServicesPage />} />
    <Route path="/contact" element={<ContactPage />} />
    <Route path="*" element={<Navigate to="/services" replace />} />
  </Routes>,
  initAuth,
);
