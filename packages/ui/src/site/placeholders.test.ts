import { describe, expect, it } from 'vitest';
import { isPlaceholder, placeholderFields } from './placeholders';

describe('placeholderFields', () => {
  it('names each setting that holds an example.com address or text in angle brackets, with its value', () => {
    const config = {
      $schema: './site.config.schema.json',
      ownerName: '<Owner Name>',
      url: 'https://portfolio.example.com',
      replyTime: '<reply time, e.g. two working days>',
      photo: null,
      socialLinks: [
        { label: 'Code', kind: 'network', href: 'https://code.ada.dev' },
        { label: 'E-mail', kind: 'mail', href: 'mailto:hello@example.com' },
      ],
    };
    expect(placeholderFields(config)).toEqual([
      { field: 'ownerName', value: '<Owner Name>' },
      { field: 'url', value: 'https://portfolio.example.com' },
      { field: 'replyTime', value: '<reply time, e.g. two working days>' },
      { field: 'socialLinks[1].href', value: 'mailto:hello@example.com' },
    ]);
  });

  it('finds nothing in a filled config, nor in example.org, nulls and numbers', () => {
    expect(placeholderFields({ ownerName: 'Ada', url: 'https://www.example.org', photo: null, count: 3, links: [] })).toEqual([]);
  });

  it('checks settings it was never told about', () => {
    expect(placeholderFields({ bookingUrl: 'https://example.com/book' })).toEqual([{ field: 'bookingUrl', value: 'https://example.com/book' }]);
  });

  it('tells a placeholder from a real value', () => {
    expect(isPlaceholder('<Owner Name>')).toBe(true);
    expect(isPlaceholder('Ada Lovelace')).toBe(false);
    expect(isPlaceholder('a < b > c')).toBe(true);
  });
});
