import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';
import { validateDeleteConfirmation, validateNewPassword, validateResetEmail, validateSignUp } from './validators';

describe('validateSignUp', () => {
  it('needs matching passwords, whatever their length', () => {
    expect(validateSignUp('abc', 'abd')).toBe(MESSAGES.passwordsDoNotMatch);
    expect(validateSignUp('abc', 'abc')).toBeNull();
  });
});

describe('validateNewPassword', () => {
  it('checks the match before the length', () => {
    expect(validateNewPassword('abc', 'abcd')).toBe(MESSAGES.passwordsDoNotMatch);
    expect(validateNewPassword('abcde', 'abcde')).toBe(MESSAGES.passwordTooShort);
  });
  it('accepts six characters and more', () => {
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
    expect(validateNewPassword('a much longer one', 'a much longer one')).toBeNull();
  });
  it('counts spaces as characters and compares exactly', () => {
    expect(validateNewPassword('      ', '      ')).toBeNull();
    expect(validateNewPassword('Secret1', 'secret1')).toBe(MESSAGES.passwordsDoNotMatch);
  });
});

describe('validateResetEmail', () => {
  it('needs an e-mail address', () => {
    expect(validateResetEmail('')).toBe(MESSAGES.emailRequiredForReset);
    expect(validateResetEmail('   ')).toBe(MESSAGES.emailRequiredForReset);
    expect(validateResetEmail('a@b.co')).toBeNull();
  });
});

describe('validateDeleteConfirmation', () => {
  it('accepts exactly DELETE', () => {
    expect(validateDeleteConfirmation('DELETE')).toBeNull();
    for (const typed of ['', 'delete', 'Delete', ' DELETE', 'DELETE ', 'DELETED']) {
      expect(validateDeleteConfirmation(typed)).toBe(MESSAGES.typeDeleteToConfirm);
    }
  });
});
