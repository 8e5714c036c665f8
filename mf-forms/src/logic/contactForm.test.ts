import { describe, expect, it } from 'vitest';
import { clearFieldError, errorsForType, FIELDS_BY_TYPE, INITIAL_CONTACT_FORM } from './contactForm';

describe('contact form state', () => {
  it('starts empty with type idea', () => {
    expect(INITIAL_CONTACT_FORM).toEqual({
      name: '',
      email: '',
      contactType: 'idea',
      industry: '',
      productType: '',
      appType: '',
      budget: '',
      timeline: '',
      message: '',
    });
  });

  it('shows the idea selects for idea, budget and timeline for product, none for chat', () => {
    expect(FIELDS_BY_TYPE).toEqual({
      idea: ['industry', 'productType', 'appType'],
      chat: [],
      product: ['budget', 'timeline'],
    });
  });

  it('clears only the edited field error', () => {
    expect(clearFieldError({ name: 'Name is required', email: 'Email is required' }, 'name')).toEqual({
      email: 'Email is required',
    });
  });

  it('returns the same object when the edited field had no error', () => {
    const errors = { email: 'Email is required' };
    expect(clearFieldError(errors, 'name')).toBe(errors);
  });

  it('drops the errors of selects the new type hides and keeps the rest', () => {
    const errors = {
      name: 'Name is required',
      industry: 'Please select an industry',
      productType: 'Please select a product type',
      appType: 'Please select an application type',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
    };
    expect(errorsForType(errors, 'chat')).toEqual({ name: 'Name is required' });
    expect(errorsForType(errors, 'product')).toEqual({
      name: 'Name is required',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
    });
    expect(errorsForType(errors, 'idea')).toEqual({
      name: 'Name is required',
      industry: 'Please select an industry',
      productType: 'Please select a product type',
      appType: 'Please select an application type',
    });
  });
});
