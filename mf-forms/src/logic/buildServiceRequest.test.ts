import { describe, expect, it } from 'vitest';
import { EMPTY_LEAD_SOURCE, type LeadSource } from '@portfolio/lead-source';
import { buildServiceRequest } from './buildServiceRequest';
import { findService } from './services';

const api = findService('ai_api');
const SOURCE: LeadSource = {
  landing_page: '/portfolio/face-recognition',
  opened_on_page: '/services',
  referrer_host: 'news.example.org',
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: null,
};

describe('buildServiceRequest', () => {
  it('stores the service title and nulls an empty company and message', () => {
    expect(buildServiceRequest({ name: 'Ada', email: 'ada@example.com', company: '', message: '' }, api, null, EMPTY_LEAD_SOURCE)).toEqual({
      ...EMPTY_LEAD_SOURCE,
      user_id: null,
      service: 'AI/ML API Development',
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      message: null,
    });
  });

  it('nulls a company or message of spaces only', () => {
    const row = buildServiceRequest({ name: 'Ada', email: 'a@b.co', company: '  ', message: '\n ' }, api, null, EMPTY_LEAD_SOURCE);
    expect(row.company).toBeNull();
    expect(row.message).toBeNull();
  });

  it('trims and keeps filled fields, with the signed-in user id and where the lead came from', () => {
    const row = buildServiceRequest(
      { name: ' Ada ', email: ' ada@example.com ', company: ' Analytical ', message: ' Hello ' },
      findService('ai_mobile'),
      'user-1',
      SOURCE,
    );
    expect(row).toEqual({
      ...SOURCE,
      user_id: 'user-1',
      service: 'AI-powered Mobile App Development',
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical',
      message: 'Hello',
    });
  });
});
