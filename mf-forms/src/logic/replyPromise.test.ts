import { describe, expect, it } from 'vitest';
import { replyPromise } from './replyPromise';

describe('replyPromise', () => {
  it("names the owner's reply time", () => {
    expect(replyPromise('two working days')).toBe('I reply to every message by e-mail within two working days.');
  });

  it('leaves out a reply time that is still a placeholder or empty', () => {
    expect(replyPromise('<reply time, e.g. two working days>')).toBe('I reply to every message by e-mail.');
    expect(replyPromise('  ')).toBe('I reply to every message by e-mail.');
  });
});
