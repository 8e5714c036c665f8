import { BarChart } from '@portfolio/mui/charts';
import { CHART_COLORS } from '../../logic/constants';
import type { SourceRow } from '../../logic/leadsBySource';

/**
 * The stacked bars of leads per week by source. Loaded on its own (React.lazy in LeadsBySource), so MUI X's chart,
 * a shared module the shell provides on demand, is fetched by the inbox only (docs/decisions/030-leads-by-source-chart.md).
 */
export default function LeadsChart({ weekLabels, series }: { weekLabels: string[]; series: SourceRow[] }) {
  return (
    <BarChart
      // The table beside it is the chart's text alternative, and the drawing is hidden from assistive technology, so it
      // takes no focus either (docs/decisions/030-leads-by-source-chart.md).
      disableKeyboardNavigation
      height={280}
      xAxis={[{ scaleType: 'band', data: weekLabels }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={series.map((row, i) => ({ data: row.perWeek, label: row.source, stack: 'leads', color: CHART_COLORS[i % CHART_COLORS.length] }))}
    />
  );
}
