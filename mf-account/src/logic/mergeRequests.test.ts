import { describe, expect, it } from 'vitest';
import { mergeRequests } from './mergeRequests';
import { quoteRow, serviceRequestRow } from '../testing/rows';

describe('mergeRequests', () => {
  it('interleaves quotes and service requests, newest first, marking each', () => {
    const merged = mergeRequests(
      [quoteRow({ id: 'q-new', date_submitted: '2026-03-01T00:00:00Z' }), quoteRow({ id: 'q-old', date_submitted: '2026-01-01T00:00:00Z' })],
      [serviceRequestRow({ id: 's-mid', date_submitted: '2026-02-01T00:00:00Z' })],
    );
    expect(merged.map((i) => [i.kind, i.row.id])).toEqual([
      ['quote', 'q-new'],
      ['serviceRequest', 's-mid'],
      ['quote', 'q-old'],
    ]);
  });

  it('compares instants, not strings, and puts unreadable dates last', () => {
    const merged = mergeRequests(
      [quoteRow({ id: 'q-bad', date_submitted: 'n/a' }), quoteRow({ id: 'q-utc', date_submitted: '2026-01-01T10:00:00Z' })],
      [serviceRequestRow({ id: 's-offset', date_submitted: '2026-01-01T09:30:00-01:00' })],
    );
    expect(merged.map((i) => i.row.id)).toEqual(['s-offset', 'q-utc', 'q-bad']);
  });

  it('is empty when both are', () => {
    expect(mergeRequests([], [])).toEqual([]);
  });
});
