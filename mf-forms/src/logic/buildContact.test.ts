import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD_SOURCE, type LeadSource } from '@portfolio/lead-source';
import { buildContact } from './buildContact';
import { INITIAL_CONTACT_FORM, type ContactForm } from './contactForm';

// Every select filled, so each test shows which ones the type keeps and which it nulls.
const everything: ContactForm = {
  ...INITIAL_CONTACT_FORM,
  name: ' Ada ',
  email: ' ada@example.com ',
  message: ' Hello ',
  industry: 'real estate',
  productType: 'IoT Solution',
  appType: 'Browser Extension',
  budget: 'enterprise',
  timeline: '12+',
};

const common = { user_id: null, name: 'Ada', email: 'ada@example.com', message: 'Hello', ...EMPTY_LEAD_SOURCE };
const SOURCE: LeadSource = {
  landing_page: '/portfolio/face-recognition',
  opened_on_page: '/contact',
  referrer_host: 'news.example.org',
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: null,
};

describe('buildContact', () => {
  it('idea keeps the three idea selects and nulls budget and timeline', () => {
    expect(buildContact({ ...everything, contactType: 'idea' }, null, EMPTY_LEAD_SOURCE)).toEqual({
      ...common,
      contact_type: 'idea',
      industry: 'real estate',
      product_type: 'IoT Solution',
      app_type: 'Browser Extension',
      budget: null,
      timeline: null,
    });
  });

  it('product keeps budget and timeline and nulls the idea selects', () => {
    expect(buildContact({ ...everything, contactType: 'product' }, null, EMPTY_LEAD_SOURCE)).toEqual({
      ...common,
      contact_type: 'product',
      industry: null,
      product_type: null,
      app_type: null,
      budget: 'enterprise',
      timeline: '12+',
    });
  });

  it('chat nulls every optional field', () => {
    expect(buildContact({ ...everything, contactType: 'chat' }, 'user-7', EMPTY_LEAD_SOURCE)).toEqual({
      ...common,
      user_id: 'user-7',
      contact_type: 'chat',
      industry: null,
      product_type: null,
      app_type: null,
      budget: null,
      timeline: null,
    });
  });

  it('says where the lead came from', () => {
    expect(buildContact({ ...everything, contactType: 'chat' }, null, SOURCE)).toMatchObject(SOURCE);
  });
});
