import { describe, expect, it } from 'vitest';
import { lengthCounter } from './lengthCounter';

describe('lengthCounter', () => {
  it('shows used and allowed characters with thousands separators', () => {
    expect(lengthCounter('', 5000)).toBe('0 / 5,000');
    expect(lengthCounter('x'.repeat(1234), 2000)).toBe('1,234 / 2,000');
  });
});
