import type { ContactRow, QuoteRow, ServiceRequestRow } from '@portfolio/auth';
import { EMPTY_LEAD_SOURCE } from '@portfolio/lead-source';

/** Rows shaped like the backend's, for the logic and component tests. */
export function quoteRow(overrides: Partial<QuoteRow> = {}): QuoteRow {
  return {
    id: 'q-1',
    user_id: 'u-1',
    service: 'Chatbots, Generative AI',
    scope: 'Research',
    technology: 'Python',
    timeline: 'short',
    budget: 'medium',
    name: 'Ada',
    email: 'ada@example.com',
    company: null,
    message: 'A quote',
    status: 'Pending',
    date_submitted: '2026-03-01T10:00:00Z',
    ...EMPTY_LEAD_SOURCE,
    ...overrides,
  };
}

export function serviceRequestRow(overrides: Partial<ServiceRequestRow> = {}): ServiceRequestRow {
  return {
    id: 's-1',
    user_id: 'u-1',
    service: 'AI/ML API Development',
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Acme',
    message: null,
    status: 'Pending',
    date_submitted: '2026-02-01T10:00:00Z',
    ...EMPTY_LEAD_SOURCE,
    ...overrides,
  };
}

export function contactRow(overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    id: 'c-1',
    user_id: 'u-1',
    name: 'Ada',
    email: 'ada@example.com',
    message: 'I have an idea for a booking assistant.',
    contact_type: 'idea',
    industry: 'real estate',
    product_type: 'Chatbot',
    app_type: 'Web Application',
    budget: null,
    timeline: null,
    status: 'New',
    date_submitted: '2026-01-15T10:00:00Z',
    ...EMPTY_LEAD_SOURCE,
    ...overrides,
  };
}
