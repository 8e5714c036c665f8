import { describe, expect, it } from 'vitest';
import { CHOICE_STEPS, QUOTE_STEPS, quoteStep } from './quoteSteps';

const labels = (id: 'timeline' | 'budget') => quoteStep(id).options.map((o) => o.label);

describe('the quote wizard step table (site spec §2.3, §3, §5, §9)', () => {
  it('has the six steps in order, the contact step last', () => {
    expect(QUOTE_STEPS.map((s) => s.id)).toEqual(['service', 'scope', 'technology', 'timeline', 'budget', 'contact']);
    expect(CHOICE_STEPS.map((s) => s.id)).toEqual(['service', 'scope', 'technology', 'timeline', 'budget']);
  });

  it("labels the wizard's timeline and budget values exactly as the spec gives them", () => {
    expect(labels('timeline')).toEqual(['under 2 weeks', '1-2 months', '3-6 months', 'flexible']);
    expect(labels('budget')).toEqual(['under $1,000', '$1,000-$3,000', '$3,000-$6,000', '$6,000+', 'not sure']);
  });

  it('stores the values the database CHECK constraints list for timeline and budget', () => {
    expect(quoteStep('timeline').options.map((o) => o.value)).toEqual(['urgent', 'short', 'medium', 'flexible']);
    expect(quoteStep('budget').options.map((o) => o.value)).toEqual(['small', 'medium', 'large', 'enterprise', 'unsure']);
    expect(CHOICE_STEPS.filter((s) => s.stores === 'value').map((s) => s.column)).toEqual(['timeline', 'budget']);
  });

  it('gives every option of a priced step its price, and a custom text box exactly to the steps with a custom option', () => {
    for (const step of CHOICE_STEPS) {
      if (step.price !== 'none') for (const option of step.options) expect(option.price, `${step.id} ${option.value}`).toBeGreaterThan(0);
      expect(step.custom !== undefined, step.id).toBe(step.options.some((o) => o.value === 'custom'));
      expect(new Set(step.options.map((o) => o.value)).size, step.id).toBe(step.options.length);
    }
  });
});
