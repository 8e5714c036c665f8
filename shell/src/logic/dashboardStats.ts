import { DEFAULT_STATS, DEFAULT_STAT_COLOR, type DashboardStat } from './constants';
import { orDefaults } from './orDefaults';
import { statIconName } from './statIcon';

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** One `dashboard_stats` row as a card; a row without title or value is skipped, other gaps take defaults. */
export function toDashboardStat(row: Record<string, unknown>): DashboardStat | null {
  const title = text(row.title);
  const value = text(row.value);
  if (!title || !value) return null;
  const color = typeof row.color === 'string' && HEX_COLOR.test(row.color) ? row.color : DEFAULT_STAT_COLOR;
  return { title, value, color, icon: statIconName(row.icon) };
}

/** The cards to show for a query result (already in created_at order): its usable rows, or the defaults. */
export function statsFromRows(rows: readonly Record<string, unknown>[] | null | undefined): DashboardStat[] {
  const stats = (rows ?? []).map(toDashboardStat).filter((s): s is DashboardStat => s !== null);
  return orDefaults(stats, DEFAULT_STATS);
}
