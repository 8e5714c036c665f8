import { uniqueEmail } from './target';

export type Row = Record<string, unknown>;

/** Valid submissions as the site's forms send them (a fresh e-mail each, below the flood limit); overrides make them invalid on purpose. */
export function quoteRow(userId: string | null, overrides: Row = {}): Row {
  return {
    user_id: userId,
    service: 'Chatbots, Custom: voice assistant',
    scope: 'Research, Integration',
    technology: 'Python, OpenAI',
    timeline: 'short',
    budget: 'medium',
    name: 'Ada Tester',
    email: uniqueEmail('ada'),
    company: null,
    message: 'A support bot for our shop.',
    ...overrides,
  };
}

export function serviceRequestRow(userId: string | null, overrides: Row = {}): Row {
  return {
    user_id: userId,
    service: 'AI/ML API Development',
    name: 'Ada Tester',
    email: uniqueEmail('ada'),
    company: 'Tester Ltd',
    message: null,
    ...overrides,
  };
}

export type ContactType = 'idea' | 'chat' | 'product';

export function contactRow(userId: string | null, type: ContactType = 'idea', overrides: Row = {}): Row {
  const none = { industry: null, product_type: null, app_type: null, budget: null, timeline: null };
  const byType = {
    idea: { ...none, industry: 'healthcare', product_type: 'Chatbot', app_type: 'Web Application' },
    product: { ...none, budget: 'small', timeline: '1-3' },
    chat: none,
  }[type];
  return {
    user_id: userId,
    name: 'Ada Tester',
    email: uniqueEmail('ada'),
    message: 'Hello there',
    contact_type: type,
    ...byType,
    ...overrides,
  };
}

export const SUBMISSION_TABLES = ['custom_quotes', 'service_requests', 'contacts'] as const;
export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];

export function rowFor(table: SubmissionTable, userId: string | null, overrides: Row = {}): Row {
  if (table === 'custom_quotes') return quoteRow(userId, overrides);
  if (table === 'service_requests') return serviceRequestRow(userId, overrides);
  return contactRow(userId, 'idea', overrides);
}
