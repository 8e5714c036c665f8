import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@portfolio/mui';
import { FormControl, InputLabel, TextField } from '@portfolio/mui/extra';
import { MenuItem, Select } from '@portfolio/mui/select';
import { RequireOwner } from '@portfolio/auth';
import { NotFoundPage, PageFrame, PageHead } from '@portfolio/ui';
import { filterInbox, inboxItems, statusChoices, unreadCounts, withStatus, type InboxFilter, type KindFilter } from '../../logic/inbox';
import { LEADS_LIST_HEADING } from '../../logic/constants';
import type { Submission } from '../../logic/submissionFields';
import { NewsletterSends } from '../newsletterSends/NewsletterSends';
import { InboxList } from './InboxList';
import { LeadsBySource } from './LeadsBySource';
import { NewsletterSummary } from './NewsletterSummary';
import { loadInbox } from './api';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Submission[] };

const KIND_OPTIONS: Array<{ value: KindFilter; label: string }> = [
  { value: 'all', label: 'All kinds' },
  { value: 'quote', label: 'Quotes' },
  { value: 'serviceRequest', label: 'Service requests' },
  { value: 'contact', label: 'Contact messages' },
];

function Inbox() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState<InboxFilter>({ kind: 'all', status: '', search: '' });

  useEffect(() => {
    let current = true;
    loadInbox().then(
      ({ quotes, serviceRequests, contacts }) => {
        if (current) setState({ status: 'ready', items: inboxItems(quotes, serviceRequests, contacts) });
      },
      (err: unknown) => {
        console.error('Could not load the inbox:', err);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // Loading is shown by the click that asks again, not set from inside the effect.
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const items = useMemo(() => (state.status === 'ready' ? state.items : []), [state]);
  const counts = useMemo(() => unreadCounts(items), [items]);
  const shown = useMemo(() => filterInbox(items, filter), [items, filter]);
  const countOf = (kind: KindFilter) => counts[kind];

  return (
    <PageFrame>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Inbox
      </Typography>
      <Typography data-testid="unread-total" sx={{ mb: 2 }}>
        {counts.all} unread
        {' · '}
        {KIND_OPTIONS.filter((o) => o.value !== 'all')
          .map((o) => `${o.label}: ${countOf(o.value)}`)
          .join(' · ')}
      </Typography>
      <NewsletterSummary />
      {state.status === 'ready' && <LeadsBySource items={items} />}
      <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
        {LEADS_LIST_HEADING}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search"
          type="search"
          size="small"
          value={filter.search}
          onChange={(e) => setFilter((f) => ({ ...f, search: e.target.value }))}
          sx={{ flex: 1 }}
        />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="inbox-kind-label">Kind</InputLabel>
          <Select labelId="inbox-kind-label" label="Kind" value={filter.kind} onChange={(e) => setFilter((f) => ({ ...f, kind: e.target.value, status: '' }))}>
            {KIND_OPTIONS.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label} ({countOf(o.value)} unread)
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="inbox-status-filter-label">Show status</InputLabel>
          <Select
            labelId="inbox-status-filter-label"
            label="Show status"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value }))}
          >
            <MenuItem value="">Any status</MenuItem>
            {statusChoices(filter.kind).map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {state.status === 'loading' && <Typography role="status">Loading the inbox…</Typography>}
      {state.status === 'error' && (
        <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
          The inbox could not be loaded.
        </Alert>
      )}
      {state.status === 'ready' && (
        <InboxList
          matching={shown}
          total={items.length}
          filterKey={`${filter.kind}|${filter.status}|${filter.search}`}
          onSaved={(item, status) => setState((s) => (s.status === 'ready' ? { ...s, items: withStatus(s.items, item.kind, item.row.id, status) } : s))}
        />
      )}
      <NewsletterSends />
    </PageFrame>
  );
}

/** Issue 14: the owner's inbox; anyone else gets the 404 page, and the rows are never requested for them. */
export function InboxPage() {
  return (
    <>
      <PageHead title="Inbox" description="Every quote, service request and message." path="/inbox" noindex />
      <RequireOwner fallback={<NotFoundPage />}>
        <Inbox />
      </RequireOwner>
    </>
  );
}
