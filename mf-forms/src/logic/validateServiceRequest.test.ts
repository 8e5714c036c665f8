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
      name: SERVICE_MESSAGES.nameRequired,
      email: SERVICE_MESSAGES.emailRequired,
    });
  });

  it('treats a name of spaces as missing', () => {
    expect(validateServiceRequest({ ...valid, name: '   ' }).name).toBe(SERVICE_MESSAGES.nameRequired);
  });

  it('treats an e-mail of spaces as missing', () => {
    expect(validateServiceRequest({ ...valid, email: '  ' }).email).toBe(SERVICE_MESSAGES.emailRequired);
  });

  it.each(['ada', 'ada@example', 'ada@.com x', '@example.com', 'ada example@x.com'])('rejects the e-mail %j', (email) => {
    expect(validateServiceRequest({ ...valid, email }).email).toBe(SERVICE_MESSAGES.emailInvalid);
  });

  it('accepts an e-mail with surrounding spaces', () => {
    expect(validateServiceRequest({ ...valid, email: ' ada@example.com ' })).toEqual({});
  });
});
