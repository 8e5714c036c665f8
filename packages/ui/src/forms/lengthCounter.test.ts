import { describe, expect, it } from 'vitest';
import { groupThousands, lengthCounter } from './lengthCounter';

describe('lengthCounter', () => {
  it('shows used and allowed characters with thousands separators', () => {
    expect(lengthCounter('', 5000)).toBe('0 / 5,000');
    expect(lengthCounter('x'.repeat(1234), 2000)).toBe('1,234 / 2,000');
  });
});

describe('groupThousands', () => {
  it("groups as en-US's number format does, for every count a field can have", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 100_000, 1_234_567, 2 ** 31]) expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
