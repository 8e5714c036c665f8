import { describe, expect, it } from 'vitest';
import { DEFAULT_STATS, DEFAULT_STAT_COLOR } from './constants';
import { statsFromRows, toDashboardStat } from './dashboardStats';

describe('the built-in statistics', () => {
  it('are the six of the spec, in order', () => {
    expect(DEFAULT_STATS.map((s) => `${s.title} ${s.value}`)).toEqual([
      'Projects Finished 35',
      'Repeat Hire Rate 50%',
      'Hours Worked 6K+',
      'Happy Clients 24',
      'Active Clients 3',
      'Caffeine Counter 100K+',
    ]);
    expect(DEFAULT_STATS.map((s) => s.icon)).toEqual(['Layers', 'ArrowUpRight', 'Clock', 'Smile', 'Zap', 'Heart']);
  });
});

describe('toDashboardStat', () => {
  it('maps a complete row', () => {
    expect(toDashboardStat({ id: 'x', title: 'Models Shipped', value: '12', color: '#123abc', icon: 'Zap', created_at: 'now' })).toEqual({
      title: 'Models Shipped',
      value: '12',
      color: '#123abc',
      icon: 'Zap',
    });
  });
  it('fills an unknown icon with Layers and a bad colour with the default colour', () => {
    expect(toDashboardStat({ title: 'T', value: 'V', color: 'red', icon: 'Rocket' })).toEqual({
      title: 'T',
      value: 'V',
      color: DEFAULT_STAT_COLOR,
      icon: 'Layers',
    });
  });
  it('reads a numeric value as text', () => {
    expect(toDashboardStat({ title: 'T', value: 7, color: '#000000', icon: 'Clock' })?.value).toBe('7');
  });
  it('skips a row without title or value', () => {
    expect(toDashboardStat({ title: ' ', value: '1' })).toBeNull();
    expect(toDashboardStat({ title: 'T' })).toBeNull();
  });
});

describe('statsFromRows', () => {
  it('uses the rows in the order given', () => {
    const rows = [
      { title: 'B', value: '2', color: '#000000', icon: 'Heart' },
      { title: 'A', value: '1', color: '#111111', icon: 'Smile' },
    ];
    expect(statsFromRows(rows).map((s) => s.title)).toEqual(['B', 'A']);
  });
  it('keeps the defaults on an empty result, no result or only unusable rows', () => {
    expect(statsFromRows([])).toEqual(DEFAULT_STATS);
    expect(statsFromRows(null)).toEqual(DEFAULT_STATS);
    expect(statsFromRows([{ title: '' }])).toEqual(DEFAULT_STATS);
  });
});
