import { afterEach, describe, expect, it } from 'vitest';
import { markNoindex } from './noindex';

describe('markNoindex', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('adds one robots noindex tag to the head, however often it is asked', () => {
    markNoindex(document);
    markNoindex(document);
    const tags = document.head.querySelectorAll('meta[name="robots"]');
    expect(tags).toHaveLength(1);
    expect(tags[0]).toHaveAttribute('content', 'noindex');
  });
});
