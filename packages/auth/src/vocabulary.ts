import type { SiteClient } from './client';
import type { Tables, TablesInsert } from './database.types';

/**
 * The submission vocabulary, defined once for the forms, the quote wizard, the profile and the owner's inbox:
 * row types (from the generated Database type, never restated), kinds, statuses and the contact form's option
 * lists whose stored values the profile and the inbox turn back into the labels the visitor chose. The quote
 * wizard's options are in its step table (`@portfolio/quote-steps`).
 */

export type ContactRow = Tables<'contacts'>;
export type QuoteRow = Tables<'custom_quotes'>;
export type ServiceRequestRow = Tables<'service_requests'>;
export type ContactInsert = TablesInsert<'contacts'>;
export type QuoteInsert = TablesInsert<'custom_quotes'>;
export type ServiceRequestInsert = TablesInsert<'service_requests'>;

export type SubmissionKind = 'contact' | 'quote' | 'serviceRequest';

export const SUBMISSION_TABLES = {
  quote: 'custom_quotes',
  serviceRequest: 'service_requests',
  contact: 'contacts',
} as const satisfies Record<SubmissionKind, string>;

/** The status values the database allows (its CHECK constraints), per kind; the first is the one a new row starts with. */
export const SUBMISSION_STATUSES = {
  quote: ['Pending', 'In Progress', 'Completed', 'Declined'],
  serviceRequest: ['Pending', 'In Progress', 'Completed', 'Declined'],
  contact: ['New', 'Read', 'Archived'],
} as const satisfies Record<SubmissionKind, readonly string[]>;

/**
 * What a form's or the wizard's submit answers with. `error` is the text for the log (or, where a flow says so,
 * the message to show); `shown`, when set, is the visitor's message for it.
 */
export type SubmitResult = { ok: true } | { ok: false; error: string; shown?: string };

/** What a submit flow needs: the site's client (null when not configured) and the signed-in user's id. */
export interface SubmitDeps {
  client: Pick<SiteClient, 'from'> | null;
  userId: () => Promise<string | null>;
}

/** One choice of a select or a wizard step: the stored value and the label the visitor sees. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The label of a stored value, or the value itself when no option has it. */
export const labelOf = (options: readonly Option[], value: string): string => options.find((option) => option.value === value)?.label ?? value;

/** Site spec §3: the contact form's types. */
export type ContactType = 'idea' | 'chat' | 'product';
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

export const CONTACT_BUDGETS: readonly Option[] = [
  // The source shows '$5,00 - $1,000' (a typo); the stored value stays `small`, the label reads as intended.
  { value: 'small', label: '$500 - $1,000' },
  { value: 'medium', label: '$1,000 - $2,500' },
  { value: 'large', label: '$2,500 - $5,000' },
  { value: 'enterprise', label: '$5,000+' },
];

export const CONTACT_TIMELINES: readonly Option[] = [
  { value: '1-3', label: '1-3 months' },
  { value: '3-6', label: '3-6 months' },
  { value: '6-12', label: '6-12 months' },
  { value: '12+', label: '12+ months' },
];
