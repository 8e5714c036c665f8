import { describe, expect, it } from 'vitest';
import { quoteStep, type ChoiceStep, type OptionId } from '@portfolio/quote-steps';
import { CONTACT_LIMITS, CUSTOM_TEXT_LIMITS, customTextLimit } from './inputLimits';
import { EMPTY_LEAD_SOURCE } from '@portfolio/lead-source';
import { buildQuoteRow } from './quoteRow';
import { EMPTY_FORM } from './quoteForm';

const valuesOf = <S extends 'service' | 'scope' | 'technology'>(step: S) => (quoteStep(step) as ChoiceStep).options.map((o) => o.value as OptionId<S>);

describe('input limits of the quote wizard', () => {
  it('keeps the contact fields at the table limits', () => {
    expect(CONTACT_LIMITS).toEqual({ name: 200, email: 320, company: 200, message: 5000 });
  });

  it('leaves room for every other label in the 2,000-character columns', () => {
    expect(customTextLimit(quoteStep('scope').options, 2000)).toBeLessThan(2000);
    expect(customTextLimit(quoteStep('scope').options, 2000)).toBeGreaterThan(1500);
  });

  it('a row built from every option and the longest custom texts still fits each column', () => {
    const row = buildQuoteRow(
      {
        ...EMPTY_FORM,
        services: ['custom'],
        servicesCustom: 'x'.repeat(CUSTOM_TEXT_LIMITS.services),
        scope: valuesOf('scope'),
        scopeCustom: 'y'.repeat(CUSTOM_TEXT_LIMITS.scope),
        technologies: valuesOf('technology'),
        technologiesCustom: 'z'.repeat(CUSTOM_TEXT_LIMITS.technologies),
        timeline: 'flexible',
        budget: 'unsure',
        name: 'n'.repeat(CONTACT_LIMITS.name),
        email: 'a@b.co',
      },
      null,
      EMPTY_LEAD_SOURCE,
    );
    expect(valuesOf('service')).toContain('custom');
    expect(row.service.length).toBeLessThanOrEqual(2000);
    expect(row.scope.length).toBeLessThanOrEqual(2000);
    expect(row.technology.length).toBeLessThanOrEqual(2000);
    expect(row.scope.length).toBe(2000);
  });
});
