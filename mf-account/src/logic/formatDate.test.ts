import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate';

describe('formatDate', () => {
  it('writes the month in full', () => {
    expect(formatDate('2026-01-02T15:04:05Z', 'UTC')).toBe('January 2, 2026');
  });
  it('follows the given time zone', () => {
    expect(formatDate('2026-01-02T01:00:00Z', 'America/New_York')).toBe('January 1, 2026');
  });
  it('keeps unreadable values and empties as they are', () => {
    expect(formatDate('yesterday')).toBe('yesterday');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime('2026-01-02T15:04:05Z', 'UTC')).toBe('January 2, 2026 at 3:04 PM');
  });
  it('keeps unreadable values', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });
});
