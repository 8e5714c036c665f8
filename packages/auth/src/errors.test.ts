import { describe, expect, it } from 'vitest';
import { errorMessage, messageOf } from './errors';
import { AUTH_MESSAGES } from './messages';

describe('messageOf', () => {
  it('reads messages from errors, PostgREST objects and strings', () => {
    expect(messageOf(new Error('a'))).toBe('a');
    expect(messageOf({ message: 'b', code: '1' })).toBe('b');
    expect(messageOf('c')).toBe('c');
  });
  it('is null when there is no message', () => {
    expect(messageOf(undefined)).toBeNull();
    expect(messageOf(new Error(''))).toBeNull();
    expect(messageOf({ message: '  ' })).toBeNull();
    expect(messageOf({ code: '1' })).toBeNull();
  });
});

describe('errorMessage', () => {
  it("falls back to the spec's unknown error", () => {
    expect(errorMessage(new Error('a'))).toBe('a');
    expect(errorMessage(undefined)).toBe(AUTH_MESSAGES.unknown);
    expect(errorMessage({ message: '  ' })).toBe(AUTH_MESSAGES.unknown);
  });
});
