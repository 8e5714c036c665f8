import { describe, expect, it } from 'vitest';
import { hasErrors } from './hasErrors';

describe('hasErrors', () => {
  it('tells an empty result from one with messages', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: 'Name is required' })).toBe(true);
  });
});
