import { describe, expect, it } from 'vitest';
import { capitalizeWords, leadSourceFields, submissionFields, submissionSummary } from './submissionFields';
import { contactRow, quoteRow, serviceRequestRow } from '../testing/rows';

const asMap = (fields: Array<{ label: string; value: string }>) => Object.fromEntries(fields.map((f) => [f.label, f.value]));

describe('submissionFields', () => {
  it('lists every stored field of a quote, with the timeline and budget ids as their labels', () => {
    const fields = submissionFields({ kind: 'quote', row: quoteRow({ timeline: 'urgent', budget: 'unsure' }) });
    expect(fields.map((f) => f.label)).toEqual([
      'Service',
      'Scope',
      'Technology',
      'Timeline',
      'Budget',
      'Name',
      'Email',
      'Company',
      'Message',
      'Status',
      'Submitted',
      'Reference',
    ]);
    expect(asMap(fields)).toMatchObject({
      Service: 'Chatbots, Generative AI',
      Timeline: 'under 2 weeks',
      Budget: 'not sure',
      Company: 'Not provided',
      Status: 'Pending',
      Reference: 'q-1',
    });
    expect(asMap(fields).Submitted).toMatch(/^March 1, 2026 at /);
  });

  it('lists a service request with its service title', () => {
    const fields = asMap(submissionFields({ kind: 'serviceRequest', row: serviceRequestRow() }));
    expect(fields).toMatchObject({ Service: 'AI/ML API Development', Company: 'Acme', Message: 'Not provided', Reference: 's-1' });
    expect(Object.keys(fields)).toEqual(['Service', 'Name', 'Email', 'Company', 'Message', 'Status', 'Submitted', 'Reference']);
  });

  it('lists a contact submission with readable option values', () => {
    const idea = asMap(submissionFields({ kind: 'contact', row: contactRow() }));
    expect(idea).toMatchObject({
      'Contact type': 'Idea',
      Industry: 'Real Estate',
      'Product type': 'Chatbot',
      'Application type': 'Web Application',
      Budget: 'Not provided',
      Timeline: 'Not provided',
      Status: 'New',
    });
    const product = asMap(
      submissionFields({
        kind: 'contact',
        row: contactRow({ contact_type: 'product', industry: null, product_type: null, app_type: null, budget: 'small', timeline: '12+' }),
      }),
    );
    expect(product).toMatchObject({ 'Contact type': 'Product', Budget: '$500 - $1,000', Timeline: '12+ months', Industry: 'Not provided' });
  });

  it('keeps values it has no label for, and shows columns it does not know yet', () => {
    const row = { ...quoteRow({ budget: 'custom-budget' }), priority: 'high', reviewed_by_team: null };
    const fields = asMap(submissionFields({ kind: 'quote', row }));
    expect(fields.Budget).toBe('custom-budget');
    expect(fields.Priority).toBe('high');
    expect(fields['Reviewed By Team']).toBe('Not provided');
  });

  it('shows where the lead came from after its own fields, leaving out what was not stored', () => {
    const row = quoteRow({
      landing_page: '/portfolio/face-recognition',
      opened_on_page: '/portfolio/face-recognition',
      referrer_host: 'news.example.org',
      utm_source: 'newsletter',
    });
    const fields = submissionFields({ kind: 'quote', row });
    expect(fields.slice(-4)).toEqual([
      { label: 'Landed on', value: '/portfolio/face-recognition' },
      { label: 'Form opened on', value: '/portfolio/face-recognition' },
      { label: 'Referred by', value: 'news.example.org' },
      { label: 'utm_source', value: 'newsletter' },
    ]);
    expect(fields.map((f) => f.label)).not.toContain('utm_medium');
  });

  it('lists only the two pages of a lead sent with Global Privacy Control', () => {
    const row = contactRow({ landing_page: '/', opened_on_page: '/contact' });
    expect(leadSourceFields(row)).toEqual([
      { label: 'Landed on', value: '/' },
      { label: 'Form opened on', value: '/contact' },
    ]);
  });

  it("never shows the owner's user id", () => {
    const labels = submissionFields({ kind: 'contact', row: contactRow() }).map((f) => f.label);
    expect(labels).not.toContain('User Id');
    expect(labels).toHaveLength(12);
  });
});

describe('submissionSummary', () => {
  it('titles a contact by its type and the start of its message', () => {
    const summary = submissionSummary({ kind: 'contact', row: contactRow({ message: 'x'.repeat(80), status: 'Read' }) });
    expect(summary).toMatchObject({ title: `Idea: ${'x'.repeat(60)}…`, status: 'Read', tone: 'green', kindLabel: 'Contact submission' });
  });

  it('titles quotes and service requests by their service and marks which is which', () => {
    expect(submissionSummary({ kind: 'quote', row: quoteRow() })).toMatchObject({ title: 'Chatbots, Generative AI', kindLabel: 'Quote', tone: 'blue' });
    expect(submissionSummary({ kind: 'serviceRequest', row: serviceRequestRow({ status: 'Completed' }) })).toMatchObject({
      title: 'AI/ML API Development',
      kindLabel: 'Service request',
      tone: 'green',
      date: 'February 1, 2026',
    });
  });
});

describe('capitalizeWords', () => {
  it('capitalises the first letter of each word only', () => {
    expect(capitalizeWords('e-commerce')).toBe('E-commerce');
    expect(capitalizeWords('real estate')).toBe('Real Estate');
  });
});
