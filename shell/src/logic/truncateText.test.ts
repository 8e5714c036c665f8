import { describe, expect, it } from 'vitest';
import { isTruncatable, truncateText } from './truncateText';

describe('truncateText', () => {
  it('keeps text of up to 100 characters unchanged', () => {
    expect(truncateText('short')).toBe('short');
    const exactly100 = 'a'.repeat(100);
    expect(truncateText(exactly100)).toBe(exactly100);
    expect(isTruncatable(exactly100)).toBe(false);
  });
  it('cuts text over 100 characters to 100 characters plus ...', () => {
    const long = `${'b'.repeat(100)}tail`;
    expect(truncateText(long)).toBe(`${'b'.repeat(100)}...`);
    expect(truncateText(long)).toHaveLength(103);
    expect(isTruncatable(long)).toBe(true);
  });
  it('honours another limit', () => {
    expect(truncateText('abcdef', 3)).toBe('abc...');
  });
  it('handles the empty string', () => {
    expect(truncateText('')).toBe('');
  });
});
