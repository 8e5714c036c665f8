export { QuoteWizard as default } from '../features/wizard/QuoteWizard';
