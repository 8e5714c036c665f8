import { describe, expect, it } from 'vitest';
import { copyrightLine } from './copyright';

describe('the footer’s copyright line', () => {
  it('names the owner from the site config, then the site', () => {
    expect(copyrightLine({ ownerName: 'Ada Example-Free', name: 'AI/ML Developer Portfolio' }, 2026)).toBe(
      '© 2026 Ada Example-Free · AI/ML Developer Portfolio. All rights reserved.',
    );
  });
});
