import { describe, expect, it } from 'vitest';
import { clearFieldError, errorsForType, FIELDS_BY_TYPE, INITIAL_CONTACT_FORM } from './contactForm';
import { CONTACT_MESSAGES } from './constants';

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
    expect(clearFieldError({ name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.emailRequired }, 'name')).toEqual({
      email: CONTACT_MESSAGES.emailRequired,
    });
  });

  it('returns the same object when the edited field had no error', () => {
    const errors = { email: CONTACT_MESSAGES.emailRequired };
    expect(clearFieldError(errors, 'name')).toBe(errors);
  });

  it('drops the errors of selects the new type hides and keeps the rest', () => {
    const errors = {
      name: CONTACT_MESSAGES.nameRequired,
      industry: CONTACT_MESSAGES.industryRequired,
      productType: CONTACT_MESSAGES.productTypeRequired,
      appType: CONTACT_MESSAGES.appTypeRequired,
      budget: CONTACT_MESSAGES.budgetRequired,
      timeline: CONTACT_MESSAGES.timelineRequired,
    };
    expect(errorsForType(errors, 'chat')).toEqual({ name: CONTACT_MESSAGES.nameRequired });
    expect(errorsForType(errors, 'product')).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      budget: CONTACT_MESSAGES.budgetRequired,
      timeline: CONTACT_MESSAGES.timelineRequired,
    });
    expect(errorsForType(errors, 'idea')).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      industry: CONTACT_MESSAGES.industryRequired,
      productType: CONTACT_MESSAGES.productTypeRequired,
      appType: CONTACT_MESSAGES.appTypeRequired,
    });
  });
});
