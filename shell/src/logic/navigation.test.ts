import { describe, expect, it } from 'vitest';
import { NAV_LINKS, isActiveLink, navLinksFor } from './navigation';

describe('isActiveLink', () => {
  it('matches / exactly', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/portfolio', '/')).toBe(false);
  });
  it('matches other links by prefix', () => {
    expect(isActiveLink('/portfolio', '/portfolio')).toBe(true);
    expect(isActiveLink('/portfolio/face-recognition', '/portfolio')).toBe(true);
    expect(isActiveLink('/portfolios', '/portfolio')).toBe(false);
    expect(isActiveLink('/about', '/portfolio')).toBe(false);
  });
  it('lists the five links of the spec in order', () => {
    expect(NAV_LINKS.map((l) => l.label)).toEqual(['Home', 'Portfolio', 'Services', 'Contact', 'About']);
  });
});

describe('navLinksFor', () => {
  it('adds Notes after Portfolio for everyone, and the Inbox link for owners only', () => {
    expect(navLinksFor(false).map((l) => l.label)).toEqual(['Home', 'Portfolio', 'Notes', 'Services', 'Contact', 'About']);
    expect(navLinksFor(false).map((l) => l.to)).toContain('/notes');
    expect(navLinksFor(true).map((l) => [l.label, l.to])).toContainEqual(['Inbox', '/inbox']);
    expect(navLinksFor(true)).toHaveLength(7);
  });
});
