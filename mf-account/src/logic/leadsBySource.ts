import { LEADS_BY_SOURCE } from './constants';
import { caseStudyOf, sourceOf, type SourceColumns } from './leadSources';
import { lastWeeks, weekOf } from './weeks';

/** A lead as the chart reads it: when it arrived and where it came from. */
export type Lead = SourceColumns & { date_submitted: string };

export interface SourceRow {
  source: string;
  /** Leads per week, in the order of `weeks`. */
  perWeek: number[];
  total: number;
}

export interface LeadsPerWeek {
  /** The weeks' Mondays, oldest first. */
  weeks: string[];
  /** Every source with a lead in those weeks, most leads first (ties by name). */
  sources: SourceRow[];
  total: number;
}

/** Leads per UTC week (Monday start) and source, over the `weekCount` weeks ending with the week of `now`. */
export function leadsPerWeekBySource(leads: readonly Lead[], now: Date, weekCount: number = LEADS_BY_SOURCE.weeks): LeadsPerWeek {
  const weeks = lastWeeks(now, weekCount);
  const index = new Map(weeks.map((week, i) => [week, i]));
  const rows = new Map<string, SourceRow>();
  let total = 0;
  for (const lead of leads) {
    const week = weekOf(lead.date_submitted);
    const at = week === null ? undefined : index.get(week);
    if (at === undefined) continue;
    const source = sourceOf(lead);
    let row = rows.get(source);
    if (!row) rows.set(source, (row = { source, perWeek: weeks.map(() => 0), total: 0 }));
    row.perWeek[at]! += 1;
    row.total += 1;
    total += 1;
  }
  return { weeks, sources: [...rows.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source)), total };
}

/** The chart's series: the `limit` - 1 biggest sources and the rest summed as `other` (all of them when they fit). */
export function chartSeries(table: LeadsPerWeek, limit: number = LEADS_BY_SOURCE.chartSources): SourceRow[] {
  if (table.sources.length <= limit) return table.sources;
  const kept = table.sources.slice(0, limit - 1);
  const rest = table.sources.slice(limit - 1);
  const other: SourceRow = {
    source: LEADS_BY_SOURCE.other,
    perWeek: table.weeks.map((_, i) => rest.reduce((sum, row) => sum + row.perWeek[i]!, 0)),
    total: rest.reduce((sum, row) => sum + row.total, 0),
  };
  return [...kept, other];
}

export interface CaseStudyLeads {
  slug: string;
  leads: number;
}

/** The case studies that led to the most leads (of all time), most first (ties by slug), at most `limit`. */
export function topCaseStudies(leads: readonly SourceColumns[], limit: number = LEADS_BY_SOURCE.topCaseStudies): CaseStudyLeads[] {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const slug = caseStudyOf(lead);
    if (slug) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  }
  return [...counts]
    .map(([slug, leads]) => ({ slug, leads }))
    .sort((a, b) => b.leads - a.leads || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}
