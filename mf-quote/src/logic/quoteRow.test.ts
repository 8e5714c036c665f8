import { describe, expect, it } from 'vitest';
import { quoteStep } from '@portfolio/quote-steps';
import { EMPTY_FORM, type QuoteForm } from './quoteForm';
import { EMPTY_LEAD_SOURCE, type LeadSource } from '@portfolio/lead-source';
import { buildQuoteRow, joinLabels } from './quoteRow';

const FORM: QuoteForm = {
  ...EMPTY_FORM,
  services: ['custom'],
  servicesCustom: '  Fraud detection ',
  scope: ['consultation', 'research', 'custom'],
  scopeCustom: 'Data audit',
  technologies: ['python', 'openai'],
  timeline: 'urgent',
  budget: 'unsure',
  name: ' Ada Lovelace ',
  email: ' ada@example.com ',
};

describe('buildQuoteRow (site spec §3 and §7)', () => {
  it('stores labels comma-joined with custom texts, ids for timeline and budget, null optionals', () => {
    expect(buildQuoteRow(FORM, null, EMPTY_LEAD_SOURCE)).toEqual({
      ...EMPTY_LEAD_SOURCE,
      user_id: null,
      service: 'Custom Service: Fraud detection',
      scope: 'Research & Feasibility Study, Consultation, Custom Scope: Data audit',
      technology: 'Python, OpenAI API',
      timeline: 'urgent',
      budget: 'unsure',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: null,
      message: null,
    });
  });

  it('attaches the user id and keeps company and message when given', () => {
    const row = buildQuoteRow({ ...FORM, company: ' Acme ', message: 'Hello there' }, 'u-1', EMPTY_LEAD_SOURCE);
    expect(row).toMatchObject({ user_id: 'u-1', company: 'Acme', message: 'Hello there' });
  });

  it('says where the lead came from, in columns of their own', () => {
    const source: LeadSource = {
      ...EMPTY_LEAD_SOURCE,
      landing_page: '/portfolio/face-recognition',
      opened_on_page: '/portfolio/face-recognition',
      utm_source: 'newsletter',
    };
    expect(buildQuoteRow(FORM, null, source)).toMatchObject(source);
  });

  it('treats whitespace-only optionals as empty', () => {
    expect(buildQuoteRow({ ...FORM, company: '   ', message: '\n' }, null, EMPTY_LEAD_SOURCE)).toMatchObject({ company: null, message: null });
  });
});

describe('joinLabels', () => {
  it('lists labels in the options order', () => {
    expect(joinLabels(quoteStep('scope').options, ['integration', 'database_integration'], '')).toBe('Database Integration, Integration with Existing Systems');
  });
});
