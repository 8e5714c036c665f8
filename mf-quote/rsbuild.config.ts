import { createAppConfig } from '@portfolio/federation';

export default createAppConfig({
  name: 'mf_quote',
  root: import.meta.dirname,
  title: 'Quote wizard',
  exposes: { './QuoteWizard': './src/exposes/QuoteWizard.tsx' },
});
