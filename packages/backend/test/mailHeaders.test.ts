import { describe, expect, it } from 'vitest';
import { oneLine, plainRecipient } from '../supabase/functions/_shared/mailHeaders';

describe('mail headers of the notification senders', () => {
  it('keeps a subject on one line', () => {
    expect(oneLine('New lead from Eve\r\nBcc: x@example.com')).toBe('New lead from Eve Bcc: x@example.com');
    expect(oneLine('a\u0000b\tc\u007f')).toBe('a b c');
  });

  it('sends only to one plain box@host address', () => {
    expect(plainRecipient('Box.Name+tag@Example.com')).toBe('box.name+tag@example.com');
    for (const address of [
      'Name <box@example.com>',
      '"box@evil.example x"@example.com',
      'a@example.com,b@example.com',
      'box@example.com\r\nBcc: c@example.com',
      'box@[127.0.0.1]',
    ]) {
      expect(() => plainRecipient(address)).toThrow(/not a plain box@host address/);
    }
  });
});
