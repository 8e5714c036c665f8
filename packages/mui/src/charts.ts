/**
 * MUI X's bar chart: a shared module of its own that the shell provides on demand (docs/decisions/030-leads-by-source-chart.md),
 * so the chart renders with the page's one MUI and theme, and only the owner's inbox, which loads it lazily, ever
 * downloads it.
 */
export { BarChart } from '@mui/x-charts/BarChart';
