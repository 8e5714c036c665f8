import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from './constants';
import { INITIAL_CONTACT_FORM, type ContactForm } from './contactForm';
import { validateContact } from './validateContact';

const base: ContactForm = { ...INITIAL_CONTACT_FORM, name: 'Ada', email: 'ada@example.com', message: 'Hello' };
const idea: ContactForm = { ...base, contactType: 'idea', industry: 'finance', productType: 'Chatbot', appType: 'Mobile App' };
const product: ContactForm = { ...base, contactType: 'product', budget: 'small', timeline: '1-3' };
const chat: ContactForm = { ...base, contactType: 'chat' };

describe('validateContact', () => {
  it('accepts a complete form of each type', () => {
    expect(validateContact(idea)).toEqual({});
    expect(validateContact(product)).toEqual({});
    expect(validateContact(chat)).toEqual({});
  });

  it('reports every message of the empty default form (type idea)', () => {
    expect(validateContact(INITIAL_CONTACT_FORM)).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageRequired,
      industry: CONTACT_MESSAGES.industryRequired,
      productType: CONTACT_MESSAGES.productTypeRequired,
      appType: CONTACT_MESSAGES.appTypeRequired,
    });
  });

  it('requires the name after trimming', () => {
    expect(validateContact({ ...chat, name: '  ' })).toEqual({ name: CONTACT_MESSAGES.nameRequired });
  });

  it('requires the e-mail, then its pattern', () => {
    expect(validateContact({ ...chat, email: '' })).toEqual({ email: CONTACT_MESSAGES.emailRequired });
    expect(validateContact({ ...chat, email: 'ada@example' })).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
    expect(validateContact({ ...chat, email: 'ada.example.com' })).toEqual({ email: CONTACT_MESSAGES.emailInvalid });
  });

  it('requires a message that is not only spaces', () => {
    expect(validateContact({ ...chat, message: ' \n ' })).toEqual({ message: CONTACT_MESSAGES.messageRequired });
  });

  it('type idea requires industry, product type and application type, one by one', () => {
    expect(validateContact({ ...idea, industry: '' })).toEqual({ industry: CONTACT_MESSAGES.industryRequired });
    expect(validateContact({ ...idea, productType: '' })).toEqual({ productType: CONTACT_MESSAGES.productTypeRequired });
    expect(validateContact({ ...idea, appType: '' })).toEqual({ appType: CONTACT_MESSAGES.appTypeRequired });
  });

  it('type product requires budget and timeline, one by one', () => {
    expect(validateContact({ ...product, budget: '' })).toEqual({ budget: CONTACT_MESSAGES.budgetRequired });
    expect(validateContact({ ...product, timeline: '' })).toEqual({ timeline: CONTACT_MESSAGES.timelineRequired });
    expect(validateContact({ ...base, contactType: 'product' })).toEqual({
      budget: CONTACT_MESSAGES.budgetRequired,
      timeline: CONTACT_MESSAGES.timelineRequired,
    });
  });

  it('type idea does not ask for budget or timeline, type product not for the idea selects', () => {
    expect(validateContact({ ...base, contactType: 'idea', industry: 'other', productType: 'Other', appType: 'Other' })).toEqual({});
    expect(Object.keys(validateContact({ ...base, contactType: 'product' }))).toEqual(['budget', 'timeline']);
  });

  it('type chat needs none of the selects', () => {
    expect(validateContact({ ...base, contactType: 'chat' })).toEqual({});
  });
});
