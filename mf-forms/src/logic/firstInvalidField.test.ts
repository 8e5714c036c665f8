import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_ORDER, SERVICE_FIELD_ORDER, firstInvalidField } from './firstInvalidField';

describe('firstInvalidField', () => {
  it('picks the first field on screen that has an error, not the first key of the object', () => {
    expect(firstInvalidField({ message: 'Message is required', email: 'Email is required' }, CONTACT_FIELD_ORDER)).toBe('email');
    expect(firstInvalidField({ industry: 'Please select an industry', message: 'x' }, CONTACT_FIELD_ORDER)).toBe('industry');
  });
  it('returns null when nothing is wrong', () => {
    expect(firstInvalidField({}, SERVICE_FIELD_ORDER)).toBeNull();
  });
});
