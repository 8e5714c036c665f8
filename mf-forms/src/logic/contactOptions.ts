/** Site spec §3: the contact form's option values and labels. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export type ContactType = 'idea' | 'chat' | 'product';
export const DEFAULT_CONTACT_TYPE: ContactType = 'idea';

export const CONTACT_TYPES: readonly Option<ContactType>[] = [
  { value: 'idea', label: 'I have a project idea' },
  { value: 'chat', label: 'I would like to chat' },
  { value: 'product', label: 'I am interested in a product' },
];

const INDUSTRY_LABELS = [
  'Healthcare',
  'Hospitality',
  'Education',
  'Finance',
  'E-commerce',
  'Real Estate',
  'Entertainment',
  'Manufacturing',
  'Transportation',
  'Other',
] as const;

/** Site spec §3: the stored industry value is the lowercase label. */
export const INDUSTRIES: readonly Option[] = INDUSTRY_LABELS.map((label) => ({ value: label.toLowerCase(), label }));

const labelled = (labels: readonly string[]): readonly Option[] => labels.map((label) => ({ value: label, label }));

export const PRODUCT_TYPES = labelled([
  'Chatbot',
  'AI Solution',
  'Marketplace',
  'Social Platform',
  'Management System',
  'Analytics Tool',
  'Booking System',
  'Content Platform',
  'IoT Solution',
  'Other',
]);

export const APP_TYPES = labelled([
  'Web Application',
  'Mobile App',
  'Progressive Web App (PWA)',
  'Cross-platform App',
  'Desktop Application',
  'Browser Extension',
  'Other',
]);

export const BUDGETS: readonly Option[] = [
  // The source shows '$5,00 - $1,000' (a typo); the stored value stays `small`, the label reads as intended.
  { value: 'small', label: '$500 - $1,000' },
  { value: 'medium', label: '$1,000 - $2,500' },
  { value: 'large', label: '$2,500 - $5,000' },
  { value: 'enterprise', label: '$5,000+' },
];

export const TIMELINES: readonly Option[] = [
  { value: '1-3', label: '1-3 months' },
  { value: '3-6', label: '3-6 months' },
  { value: '6-12', label: '6-12 months' },
  { value: '12+', label: '12+ months' },
];
