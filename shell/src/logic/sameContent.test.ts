import { describe, expect, it } from 'vitest';
import { keepIfSame } from './sameContent';

describe('keepIfSame', () => {
  it('keeps the previous object when the new one holds the same data', () => {
    const previous = [{ title: 'Projects Finished', value: '35' }];
    expect(keepIfSame(previous, [{ title: 'Projects Finished', value: '35' }])).toBe(previous);
  });

  it('takes the new object when anything differs, order included', () => {
    const previous = [{ title: 'A' }, { title: 'B' }];
    const changed = [{ title: 'A' }, { title: 'C' }];
    const reordered = [{ title: 'B' }, { title: 'A' }];
    expect(keepIfSame(previous, changed)).toBe(changed);
    expect(keepIfSame(previous, reordered)).toBe(reordered);
  });
});
