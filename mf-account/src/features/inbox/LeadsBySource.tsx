import { lazy, Suspense, useId, useMemo } from 'react';
import { Box, Typography } from '@portfolio/mui';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@portfolio/mui/extra';
import { LEADS_BY_SOURCE } from '../../logic/constants';
import { chartSeries, leadsPerWeekBySource, topCaseStudies } from '../../logic/leadsBySource';
import type { Submission } from '../../logic/submissionFields';
import { weekLabel } from '../../logic/weeks';
import { RouterLink } from '../shared/RouterLink';

const LeadsChart = lazy(() => import('./LeadsChart'));

const CHART_HEIGHT = 280;

/**
 * Issue 41: leads per week by source, and the case studies that led to the most leads. The table is the chart's text
 * alternative and lists every source; the chart, drawn beside it for the eye, is hidden from assistive technology.
 */
export function LeadsBySource({ items }: { items: Submission[] }) {
  const headingId = useId();
  const summaryId = useId();
  const rows = useMemo(() => items.map((item) => item.row), [items]);
  const table = useMemo(() => leadsPerWeekBySource(rows, new Date()), [rows]);
  const series = useMemo(() => chartSeries(table), [table]);
  const caseStudies = useMemo(() => topCaseStudies(rows), [rows]);
  const labels = table.weeks.map(weekLabel);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1 }}>
        {LEADS_BY_SOURCE.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {LEADS_BY_SOURCE.definition}
      </Typography>
      <Typography id={summaryId} data-testid="leads-summary" sx={{ mb: 1 }}>
        {LEADS_BY_SOURCE.summary(table.total, table.weeks.length, table.sources)}
      </Typography>
      {table.total > 0 && (
        // Its width is the column's, never the drawing's: without inline-size containment the chart, drawn at a wide
        // window's width, held the page wide after a resize to 375 px (the chart measures its own box). The table's
        // scroll region below is contained the same way, so a wide table scrolls inside it instead of widening the page.
        <Box aria-hidden sx={{ height: CHART_HEIGHT, minWidth: 0, contain: 'inline-size' }}>
          <Suspense fallback={<Typography color="text.secondary">{LEADS_BY_SOURCE.chartLoading}</Typography>}>
            <LeadsChart weekLabels={labels} series={series} />
          </Suspense>
        </Box>
      )}
      {table.total > 0 && (
        <Box
          role="region"
          aria-label={LEADS_BY_SOURCE.tableRegion}
          tabIndex={0}
          sx={{ overflowX: 'auto', contain: 'inline-size', mt: 1, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <Table size="small" aria-describedby={summaryId}>
            <Box component="caption" sx={{ captionSide: 'top', textAlign: 'left', typography: 'body2', color: 'text.secondary', p: 0, pb: 1 }}>
              {LEADS_BY_SOURCE.tableCaption(table.weeks.length)}
            </Box>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {LEADS_BY_SOURCE.sourceColumn}
                </TableCell>
                {labels.map((label) => (
                  <TableCell key={label} component="th" scope="col" align="right">
                    {LEADS_BY_SOURCE.weekColumn(label)}
                  </TableCell>
                ))}
                <TableCell component="th" scope="col" align="right">
                  {LEADS_BY_SOURCE.totalColumn}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {table.sources.map((row) => (
                <TableRow key={row.source}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {row.source}
                  </TableCell>
                  {row.perWeek.map((count, i) => (
                    <TableCell key={table.weeks[i]} align="right">
                      {count}
                    </TableCell>
                  ))}
                  <TableCell align="right">{row.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography component="h3" variant="h5" sx={{ mt: 2, mb: 1 }}>
        {LEADS_BY_SOURCE.caseStudiesHeading}
      </Typography>
      {caseStudies.length === 0 ? (
        <Typography>{LEADS_BY_SOURCE.noCaseStudies}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {caseStudies.map(({ slug, leads }) => (
            <Typography component="li" key={slug}>
              <RouterLink to={`/portfolio/${slug}`}>{slug}</RouterLink> · {LEADS_BY_SOURCE.caseStudyLeads(leads)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
