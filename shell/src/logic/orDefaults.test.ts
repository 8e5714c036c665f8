import { describe, expect, it } from 'vitest';
import { orDefaults } from './orDefaults';

describe('orDefaults', () => {
  const defaults = ['a', 'b'] as const;
  it('uses the rows when there are any', () => {
    expect(orDefaults(['x'], defaults)).toEqual(['x']);
  });
  it('keeps the defaults for an empty or missing result', () => {
    expect(orDefaults([], defaults)).toEqual(['a', 'b']);
    expect(orDefaults(null, defaults)).toEqual(['a', 'b']);
    expect(orDefaults(undefined, defaults)).toEqual(['a', 'b']);
  });
  it('returns a copy, never the defaults array itself', () => {
    const result = orDefaults(null, defaults);
    expect(result).not.toBe(defaults);
  });
});
