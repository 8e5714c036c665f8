import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright';

describe('the footer’s copyright line', () => {
  it('names the owner from the site config, then the site, and no year', () => {
    expect(copyrightLine({ ownerName: 'Ada Example-Free', name: 'AI/ML Developer Portfolio' })).toBe('© Ada Example-Free · AI/ML Developer Portfolio');
  });
});
