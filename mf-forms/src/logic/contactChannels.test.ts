import { describe, expect, it } from 'vitest';
import { bookingLink, emailAddress } from './contactChannels';

const link = (href: string) => ({ href });

describe('emailAddress', () => {
  it("reads the first real mailto: link's address, without its query", () => {
    expect(emailAddress({ socialLinks: [link('https://t.me/ada'), link('mailto:ada@ada.dev?subject=Hello')] })).toBe('ada@ada.dev');
    expect(emailAddress({ socialLinks: [link('mailto:ada%2Bsite@ada.dev')] })).toBe('ada+site@ada.dev');
  });

  it('is null without a mailto: link, or while the address is a placeholder', () => {
    expect(emailAddress({ socialLinks: [link('https://t.me/ada')] })).toBeNull();
    expect(emailAddress({ socialLinks: [link('mailto:hello@example.com')] })).toBeNull();
    expect(emailAddress({ socialLinks: [link('mailto:')] })).toBeNull();
  });
});

describe('bookingLink', () => {
  it('is the booking page when one is set, never a placeholder', () => {
    expect(bookingLink({ socialLinks: [], bookingUrl: 'https://cal.ada.dev/intro' })).toBe('https://cal.ada.dev/intro');
    expect(bookingLink({ socialLinks: [], bookingUrl: 'https://example.com/book' })).toBeNull();
    expect(bookingLink({ socialLinks: [], bookingUrl: null })).toBeNull();
    expect(bookingLink({ socialLinks: [] })).toBeNull();
  });
});
