import { describe, expect, it } from 'vitest';
import { codeKey } from './codeKey';

describe('codeKey', () => {
  it('is stable for the same language and code', () => {
    expect(codeKey('json', '{"a": 1}')).toBe(codeKey('json', '{"a": 1}'));
  });

  it('changes with the code or the language', () => {
    const base = codeKey('json', '{"a": 1}');
    expect(codeKey('json', '{"a": 2}')).not.toBe(base);
    expect(codeKey('python', '{"a": 1}')).not.toBe(base);
  });
});
