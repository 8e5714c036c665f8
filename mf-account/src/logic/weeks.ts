/** UTC weeks starting on Monday, as `YYYY-MM-DD` of their Monday (docs/decisions/030-leads-by-source-chart.md). */
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday (UTC) of the week a moment falls in; null for an unreadable date. */
export function weekOf(date: Date | string): string | null {
  const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
  if (Number.isNaN(time)) return null;
  const midnight = Math.floor(time / DAY_MS) * DAY_MS;
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return isoDay(midnight - sinceMonday * DAY_MS);
}

/** The `count` weeks ending with the week of `now`, oldest first. */
export function lastWeeks(now: Date, count: number): string[] {
  const current = Date.parse(weekOf(now) ?? '');
  if (Number.isNaN(current)) return [];
  return Array.from({ length: count }, (_, i) => isoDay(current - (count - 1 - i) * 7 * DAY_MS));
}

/** "23 Nov" for a week's Monday. */
export const weekLabel = (week: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${week}T00:00:00Z`));
