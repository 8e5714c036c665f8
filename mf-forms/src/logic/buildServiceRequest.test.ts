import { describe, expect, it } from 'vitest';
import { buildServiceRequest } from './buildServiceRequest';
import { findService } from './services';

const api = findService('ai_api');

describe('buildServiceRequest', () => {
  it('stores the service title and nulls an empty company and message', () => {
    expect(buildServiceRequest({ name: 'Ada', email: 'ada@example.com', company: '', message: '' }, api, null)).toEqual({
      user_id: null,
      service: 'AI/ML API Development',
      name: 'Ada',
      email: 'ada@example.com',
      company: null,
      message: null,
    });
  });

  it('nulls a company or message of spaces only', () => {
    const row = buildServiceRequest({ name: 'Ada', email: 'a@b.co', company: '  ', message: '\n ' }, api, null);
    expect(row.company).toBeNull();
    expect(row.message).toBeNull();
  });

  it('trims and keeps filled fields, with the signed-in user id', () => {
    const row = buildServiceRequest(
      { name: ' Ada ', email: ' ada@example.com ', company: ' Analytical ', message: ' Hello ' },
      findService('ai_mobile'),
      'user-1',
    );
    expect(row).toEqual({
      user_id: 'user-1',
      service: 'AI-powered Mobile App Development',
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Analytical',
      message: 'Hello',
    });
  });
});
