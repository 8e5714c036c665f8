import { describe, expect, it } from 'vitest';
import { lastWeeks, weekLabel, weekOf } from './weeks';

describe('UTC weeks starting on Monday', () => {
  it('puts every day from Monday 00:00 to Sunday 23:59:59.999 UTC in the week of that Monday', () => {
    // 2026-11-23 is a Monday.
    expect(weekOf('2026-11-23T00:00:00Z')).toBe('2026-11-23');
    expect(weekOf('2026-11-25T12:30:00Z')).toBe('2026-11-23');
    expect(weekOf('2026-11-29T23:59:59.999Z')).toBe('2026-11-23');
    expect(weekOf('2026-11-30T00:00:00Z')).toBe('2026-11-30');
  });

  it('reads the moment in UTC, not in the offset it was written with', () => {
    // Monday 00:30 in Berlin is still Sunday in UTC, and Sunday 23:30 at UTC-2 already Monday.
    expect(weekOf('2026-11-30T00:30:00+01:00')).toBe('2026-11-23');
    expect(weekOf('2026-11-29T23:30:00-02:00')).toBe('2026-11-30');
  });

  it('crosses months and years', () => {
    expect(weekOf('2027-01-01T08:00:00Z')).toBe('2026-12-28');
    expect(weekOf(new Date(Date.UTC(2026, 2, 1)))).toBe('2026-02-23');
  });

  it('has no week for an unreadable date', () => {
    expect(weekOf('not a date')).toBeNull();
  });

  it('lists the last weeks ending with the current one, oldest first', () => {
    expect(lastWeeks(new Date('2026-11-27T23:00:00Z'), 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(lastWeeks(new Date('2027-01-04T00:00:00Z'), 2)).toEqual(['2026-12-28', '2027-01-04']);
  });

  it('labels a week by its Monday', () => {
    expect(weekLabel('2026-11-23')).toBe('23 Nov');
  });
});
