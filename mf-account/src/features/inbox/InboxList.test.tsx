import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@portfolio/mui';
import { MemoryRouter } from '@portfolio/router';
import { theme } from '@portfolio/ui';
import { contactRow } from '../../testing/rows';
import { LEADS_LIST } from '../../logic/constants';
import type { Submission } from '../../logic/submissionFields';
import { InboxList } from './InboxList';

const PAGE = LEADS_LIST.pageSize;
const leads = (count: number): Submission[] =>
  Array.from({ length: count }, (_, i) => ({ kind: 'contact', row: contactRow({ id: `c${i}`, name: `Lead ${i}` }) }));

// A wrapper, not a page: re-rendering with new props keeps the list mounted, as the inbox does.
const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter initialEntries={['/inbox']}>{children}</MemoryRouter>
  </ThemeProvider>
);

const rows = () => within(screen.getByRole('list', { name: 'Submissions' })).getAllByRole('listitem');

describe('InboxList', () => {
  it('draws a page of rows, then the next on "Show more", with focus on the first new row', async () => {
    const all = leads(2 * PAGE + 7);
    render(<InboxList matching={all} total={all.length} filterKey="all" onSaved={vi.fn()} />, { wrapper });
    expect(rows()).toHaveLength(PAGE);
    expect(screen.getByRole('status')).toHaveTextContent(LEADS_LIST.shown(PAGE, all.length, all.length));

    await userEvent.click(screen.getByRole('button', { name: LEADS_LIST.more(PAGE) }));
    expect(rows()).toHaveLength(2 * PAGE);
    expect(within(rows()[PAGE]!).getByRole('button', { expanded: false })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: LEADS_LIST.more(7) }));
    expect(rows()).toHaveLength(all.length);
    expect(screen.getByRole('status')).toHaveTextContent(LEADS_LIST.shown(all.length, all.length, all.length));
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).toBeNull();
  });

  it('starts again at the first page for new filters, and keeps the rows drawn when a status is saved', async () => {
    const all = leads(3 * PAGE);
    const onSaved = vi.fn();
    const { rerender } = render(<InboxList matching={all} total={all.length} filterKey="all" onSaved={onSaved} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: LEADS_LIST.more(PAGE) }));
    expect(rows()).toHaveLength(2 * PAGE);

    // A saved status hands a new array with the same filters: the second page stays.
    rerender(<InboxList matching={[...all]} total={all.length} filterKey="all" onSaved={onSaved} />);
    expect(rows()).toHaveLength(2 * PAGE);

    const matching = all.slice(0, PAGE + 1);
    rerender(<InboxList matching={matching} total={all.length} filterKey="contact||" onSaved={onSaved} />);
    expect(rows()).toHaveLength(PAGE);
    expect(screen.getByRole('status')).toHaveTextContent(LEADS_LIST.shown(PAGE, PAGE + 1, all.length));
    expect(screen.getByRole('button', { name: LEADS_LIST.more(1) })).toBeVisible();
  });

  it('says when nothing has arrived, and when nothing matches', () => {
    const { rerender } = render(<InboxList matching={[]} total={0} filterKey="all" onSaved={vi.fn()} />, { wrapper });
    expect(screen.getByText('Nothing has arrived yet.')).toBeVisible();
    rerender(<InboxList matching={[]} total={3} filterKey="contact||x" onSaved={vi.fn()} />);
    expect(screen.getByText('Nothing matches these filters.')).toBeVisible();
  });
});
