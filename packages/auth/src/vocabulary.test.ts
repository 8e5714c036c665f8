import { describe, expect, it } from 'vitest';
import { APP_TYPES, CONTACT_BUDGETS, CONTACT_TIMELINES, CONTACT_TYPES, INDUSTRIES, PRODUCT_TYPES, SUBMISSION_STATUSES, labelOf } from './vocabulary';

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe('contact-form options (site spec §3)', () => {
  it('has the three contact types', () => {
    expect(values(CONTACT_TYPES)).toEqual(['idea', 'chat', 'product']);
  });

  it('stores each industry as its lowercase label', () => {
    expect(INDUSTRIES.map((o) => o.label)).toEqual([
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
    ]);
    for (const o of INDUSTRIES) expect(o.value).toBe(o.label.toLowerCase());
    expect(values(INDUSTRIES)).toContain('real estate');
  });

  it('lists the product types and application types as label = value', () => {
    expect(values(PRODUCT_TYPES)).toEqual([
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
    expect(values(APP_TYPES)).toEqual([
      'Web Application',
      'Mobile App',
      'Progressive Web App (PWA)',
      'Cross-platform App',
      'Desktop Application',
      'Browser Extension',
      'Other',
    ]);
    for (const o of [...PRODUCT_TYPES, ...APP_TYPES]) expect(o.label).toBe(o.value);
  });

  it('stores budgets by size and shows the small one as $500 - $1,000', () => {
    expect(CONTACT_BUDGETS).toEqual([
      { value: 'small', label: '$500 - $1,000' },
      { value: 'medium', label: '$1,000 - $2,500' },
      { value: 'large', label: '$2,500 - $5,000' },
      { value: 'enterprise', label: '$5,000+' },
    ]);
  });

  it('stores timelines as month ranges and shows them in months', () => {
    expect(CONTACT_TIMELINES).toEqual([
      { value: '1-3', label: '1-3 months' },
      { value: '3-6', label: '3-6 months' },
      { value: '6-12', label: '6-12 months' },
      { value: '12+', label: '12+ months' },
    ]);
  });
});

describe('statuses (site spec §4)', () => {
  it('lists the statuses the database allows, the starting one first', () => {
    expect(SUBMISSION_STATUSES.quote).toEqual(['Pending', 'In Progress', 'Completed', 'Declined']);
    expect(SUBMISSION_STATUSES.serviceRequest).toEqual(['Pending', 'In Progress', 'Completed', 'Declined']);
    expect(SUBMISSION_STATUSES.contact).toEqual(['New', 'Read', 'Archived']);
  });

  it('reads a stored value as its label, an unknown one as itself', () => {
    expect(labelOf(CONTACT_TIMELINES, '12+')).toBe('12+ months');
    expect(labelOf(CONTACT_BUDGETS, 'small')).toBe('$500 - $1,000');
    expect(labelOf(CONTACT_BUDGETS, 'huge')).toBe('huge');
  });
});
