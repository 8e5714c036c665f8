import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: 'mf_forms',
  root: import.meta.dirname,
  title: 'Services and contact',
  exposes: {
    './ServicesPage': './src/exposes/ServicesPage.tsx',
    './ContactPage': './src/exposes/ContactPage.tsx',
    './NewsletterPage': './src/exposes/NewsletterPage.tsx',
  },
});
