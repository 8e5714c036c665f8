import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@example.org', ' spaced@example.org '])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.de', 'a@b.'])('rejects %j', (v) => {
    expect(isValidEmail(v)).toBe(false);
  });
});
