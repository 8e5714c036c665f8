import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { contactRow, quoteRow, serviceRequestRow } from '../../testing/rows';
import { LEADS_BY_SOURCE } from '../../logic/constants';
import type { Submission } from '../../logic/submissionFields';
import { LeadsBySource } from './LeadsBySource';

// The chart's drawing is MUI X, which the shell provides at run time; here it stands in as the series it was given.
vi.mock('./LeadsChart', () => ({
  default: ({ series }: { series: Array<{ source: string }> }) => <p data-testid="chart">{series.map((s) => s.source).join(',')}</p>,
}));

const today = new Date().toISOString();

describe('LeadsBySource', () => {
  it('tells the chart as a table of every source per week, a summary, and the case studies with most leads', async () => {
    const items: Submission[] = [
      { kind: 'quote', row: quoteRow({ id: 'q1', date_submitted: today, utm_source: 'newsletter', opened_on_page: '/portfolio/cv-parser' }) },
      { kind: 'contact', row: contactRow({ id: 'c1', date_submitted: today, utm_source: 'newsletter', landing_page: '/portfolio/cv-parser' }) },
      { kind: 'serviceRequest', row: serviceRequestRow({ id: 's1', date_submitted: today, landing_page: '/', opened_on_page: '/services' }) },
      { kind: 'contact', row: contactRow({ id: 'c2', date_submitted: '2020-01-06T10:00:00Z', opened_on_page: '/portfolio/gamble' }) },
    ];
    renderPage(<LeadsBySource items={items} />, '/inbox');

    expect(screen.getByTestId('leads-summary')).toHaveTextContent(
      LEADS_BY_SOURCE.summary(3, LEADS_BY_SOURCE.weeks, [
        { source: 'newsletter', total: 2 },
        { source: LEADS_BY_SOURCE.direct, total: 1 },
      ]),
    );
    const table = within(screen.getByRole('region', { name: LEADS_BY_SOURCE.tableRegion })).getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(LEADS_BY_SOURCE.weeks + 2);
    const newsletter = within(table).getByRole('rowheader', { name: 'newsletter' }).closest('tr')!;
    const cells = within(newsletter)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.at(-2)).toBe('2');
    expect(cells.at(-1)).toBe('2');
    expect(await screen.findByTestId('chart')).toHaveTextContent('newsletter,direct');

    const caseStudies = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(caseStudies).toEqual([`cv-parser · ${LEADS_BY_SOURCE.caseStudyLeads(2)}`, `gamble · ${LEADS_BY_SOURCE.caseStudyLeads(1)}`]);
    expect(screen.getByRole('link', { name: 'cv-parser' })).toHaveAttribute('href', '/portfolio/cv-parser');
  });

  it('says so when no lead arrived in the weeks shown, with no chart', () => {
    renderPage(<LeadsBySource items={[]} />, '/inbox');
    expect(screen.getByTestId('leads-summary')).toHaveTextContent(LEADS_BY_SOURCE.summary(0, LEADS_BY_SOURCE.weeks, []));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(LEADS_BY_SOURCE.noCaseStudies)).toBeInTheDocument();
  });
});
