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
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
      industry: 'Please select an industry',
      productType: 'Please select a product type',
      appType: 'Please select an application type',
    });
  });

  it('requires the name after trimming', () => {
    expect(validateContact({ ...chat, name: '  ' })).toEqual({ name: CONTACT_MESSAGES.nameRequired });
  });

  it('requires the e-mail, then its pattern', () => {
    expect(validateContact({ ...chat, email: '' })).toEqual({ email: 'Email is required' });
    expect(validateContact({ ...chat, email: 'ada@example' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateContact({ ...chat, email: 'ada.example.com' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('requires a message that is not only spaces', () => {
    expect(validateContact({ ...chat, message: ' \n ' })).toEqual({ message: 'Message is required' });
  });

  it('type idea requires industry, product type and application type, one by one', () => {
    expect(validateContact({ ...idea, industry: '' })).toEqual({ industry: 'Please select an industry' });
    expect(validateContact({ ...idea, productType: '' })).toEqual({ productType: 'Please select a product type' });
    expect(validateContact({ ...idea, appType: '' })).toEqual({ appType: 'Please select an application type' });
  });

  it('type product requires budget and timeline, one by one', () => {
    expect(validateContact({ ...product, budget: '' })).toEqual({ budget: 'Please select a budget range' });
    expect(validateContact({ ...product, timeline: '' })).toEqual({ timeline: 'Please select a timeline' });
    expect(validateContact({ ...base, contactType: 'product' })).toEqual({
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
    });
  });

  it('type idea does not ask for budget or timeline, type product not for the idea selects', () => {
    expect(validateContact({ ...base, contactType: 'idea', industry: 'other', productType: 'Other', appType: 'Other' })).toEqual({});
    expect(Object.keys(validateContact({ ...base, contactType: 'product' }))).toEqual(['budget', 'timeline']);
  });

  it('type chat needs none of the selects', () => {
    expect(validateContact({ ...base, contactType: 'chat' })).toEqual({});
  });

  it('keeps the spec wording of the toasts', () => {
    expect(CONTACT_MESSAGES.fillRequired).toBe('Please fill in all required fields.');
    expect(CONTACT_MESSAGES.failure).toBe('Failed to submit your message. Please try again later.');
    expect(CONTACT_MESSAGES.success).toBe('Thank you! Your message has been sent successfully.');
  });
});
