import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from './constants';
import { EMPTY_SERVICE_REQUEST, validateServiceRequest } from './validateServiceRequest';

const valid = { name: 'Ada', email: 'ada@example.com', company: '', message: '' };

describe('validateServiceRequest', () => {
  it('accepts a name and a valid e-mail with company and message left empty', () => {
    expect(validateServiceRequest(valid)).toEqual({});
  });

  it('requires a name and an e-mail on an empty form', () => {
    expect(validateServiceRequest(EMPTY_SERVICE_REQUEST)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validateServiceRequest({ ...valid, name: '   ' }).name).toBe(SERVICE_MESSAGES.nameRequired);
  });

  it('treats an e-mail of spaces as missing', () => {
    expect(validateServiceRequest({ ...valid, email: '  ' }).email).toBe('Email is required');
  });

  it.each(['ada', 'ada@example', 'ada@.com x', '@example.com', 'ada example@x.com'])('rejects the e-mail %j', (email) => {
    expect(validateServiceRequest({ ...valid, email }).email).toBe('Please enter a valid email');
  });

  it('accepts an e-mail with surrounding spaces', () => {
    expect(validateServiceRequest({ ...valid, email: ' ada@example.com ' })).toEqual({});
  });
});
