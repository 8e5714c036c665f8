import { describe, expect, it } from 'vitest';
import { theme } from '@portfolio/ui';
import { contrastRatio } from '@portfolio/ui/code-colors';
import { CHART_COLORS, LEADS_BY_SOURCE } from './constants';
import { chartSeries, leadsPerWeekBySource, topCaseStudies, type Lead } from './leadsBySource';

const NOW = new Date('2026-11-27T12:00:00Z'); // a Friday; its week starts on Monday 2026-11-23
const lead = (date_submitted: string, source: Partial<Lead> = {}): Lead => ({ date_submitted, landing_page: '/', ...source });

describe('leadsPerWeekBySource', () => {
  it('counts each lead in its UTC week and under its source, most leads first', () => {
    const table = leadsPerWeekBySource(
      [
        lead('2026-11-24T09:00:00Z', { utm_source: 'newsletter' }),
        lead('2026-11-27T09:00:00Z', { utm_source: 'newsletter' }),
        lead('2026-11-16T09:00:00Z', { utm_source: 'newsletter' }),
        lead('2026-11-22T23:59:00Z', { referrer_host: 'news.example.org' }),
        lead('2026-11-23T00:00:00Z'),
      ],
      NOW,
      3,
    );
    expect(table.weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(table.sources).toEqual([
      { source: 'newsletter', perWeek: [0, 1, 2], total: 3 },
      { source: LEADS_BY_SOURCE.direct, perWeek: [0, 0, 1], total: 1 },
      { source: 'news.example.org', perWeek: [0, 1, 0], total: 1 },
    ]);
    expect(table.total).toBe(5);
  });

  it('leaves out leads before the first week, after the current one, or with an unreadable date', () => {
    const table = leadsPerWeekBySource([lead('2026-11-08T23:59:59Z'), lead('2026-11-30T00:00:00Z'), lead('garbled')], NOW, 3);
    expect(table.sources).toEqual([]);
    expect(table.total).toBe(0);
  });

  it('covers the configured number of weeks by default', () => {
    expect(leadsPerWeekBySource([], NOW).weeks).toHaveLength(LEADS_BY_SOURCE.weeks);
  });
});

describe('chartSeries', () => {
  const table = leadsPerWeekBySource(
    ['a', 'a', 'a', 'b', 'b', 'c', 'd'].map((utm_source, i) => lead(`2026-11-2${3 + (i % 2)}T10:00:00Z`, { utm_source })),
    NOW,
    1,
  );

  it('keeps every source when they fit', () => {
    expect(chartSeries(table, 4).map((s) => s.source)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sums the smallest sources as one series when they do not', () => {
    const series = chartSeries(table, 3);
    expect(series.map((s) => [s.source, s.total])).toEqual([
      ['a', 3],
      ['b', 2],
      [LEADS_BY_SOURCE.other, 2],
    ]);
    expect(series[2]!.perWeek).toEqual([2]);
  });
});

describe('topCaseStudies', () => {
  it('counts leads per case study, most first, ties by name, at most the limit', () => {
    const leads = [
      { opened_on_page: '/portfolio/cv-parser' },
      { opened_on_page: '/portfolio/cv-parser' },
      { landing_page: '/portfolio/face-recognition', opened_on_page: '/contact' },
      { opened_on_page: '/portfolio/bank-book-ocr' },
      { opened_on_page: '/portfolio/gamble' },
      { opened_on_page: '/services' },
      { opened_on_page: '/portfolio/no-such-project' },
    ];
    expect(topCaseStudies(leads, 3)).toEqual([
      { slug: 'cv-parser', leads: 2 },
      { slug: 'bank-book-ocr', leads: 1 },
      { slug: 'face-recognition', leads: 1 },
    ]);
  });

  it('is empty when no lead came from a case study', () => {
    expect(topCaseStudies([{ landing_page: '/' }, {}])).toEqual([]);
  });
});

describe('the chart colours', () => {
  it('each stand out 3:1 against the canvas and paper of both schemes (WCAG 1.4.11), one per series', () => {
    expect(CHART_COLORS.length).toBeGreaterThanOrEqual(LEADS_BY_SOURCE.chartSources);
    for (const scheme of ['light', 'dark'] as const) {
      const { background } = theme.colorSchemes[scheme]!.palette;
      for (const surface of [background.default, background.paper])
        for (const color of CHART_COLORS) expect(contrastRatio(color, surface), `${color} on ${scheme} ${surface}`).toBeGreaterThanOrEqual(3);
    }
  });
});
