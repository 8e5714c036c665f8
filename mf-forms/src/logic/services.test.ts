import { describe, expect, it } from 'vitest';
import { findService, SERVICES } from './services';
import { SERVICE_MESSAGES } from './constants';

describe('SERVICES', () => {
  it('lists the four services of site spec §3 in order', () => {
    expect(SERVICES.map((s) => s.id)).toEqual(['ai_software', 'ai_api', 'ai_mobile', 'chatbots']);
  });

  it('carries the exact fee text of site spec §9 for each title', () => {
    expect(Object.fromEntries(SERVICES.map((s) => [s.title, s.fee]))).toEqual({
      'AI-powered Software Development': 'Starting at $500',
      'AI/ML API Development': 'Starting at $500',
      'AI-powered Mobile App Development': 'Starting at $1,500',
      'Chatbots & Conversational AI': 'Starting at $1,000',
    });
  });

  it('gives every service a description and a feature list', () => {
    for (const service of SERVICES) {
      expect(service.description.length).toBeGreaterThan(20);
      expect(service.features.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('findService', () => {
  it('returns the service with the id', () => {
    expect(findService('chatbots').title).toBe('Chatbots & Conversational AI');
  });

  it("raises 'Service not found' for an unknown id", () => {
    expect(() => findService('gan')).toThrow(SERVICE_MESSAGES.serviceNotFound);
  });
});
