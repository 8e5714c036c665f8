import { useEffect, useId, useMemo, useState } from 'react';
import { Alert, Box, Button, Typography } from '@portfolio/mui';
import { Download } from 'lucide-react';
import { NEWSLETTER_INBOX } from '../../logic/constants';
import { subscriberCounts, subscribersCsv, type Subscriber } from '../../logic/subscribers';
import { loadSubscribers } from './api';
import { downloadText } from './download';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: Subscriber[]; at: Date };

/** Issue 41: how many have subscribed to the notes, and the list as a CSV file. */
export function NewsletterSummary() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();

  useEffect(() => {
    let current = true;
    loadSubscribers().then(
      (rows) => {
        if (current) setState({ status: 'ready', rows, at: new Date() });
      },
      (err: unknown) => {
        console.error('Could not load the subscribers:', err);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const counts = useMemo(() => (state.status === 'ready' ? subscriberCounts(state.rows, state.at) : null), [state]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const download = () => {
    if (state.status !== 'ready') return;
    downloadText(subscribersCsv(state.rows), NEWSLETTER_INBOX.fileName(new Date().toISOString().slice(0, 10)), 'text/csv;charset=utf-8');
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 1 }}>
        {NEWSLETTER_INBOX.heading}
      </Typography>
      {state.status === 'error' ? (
        <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
          {NEWSLETTER_INBOX.loadFailed}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography data-testid="subscriber-count" role="status">
            {counts ? NEWSLETTER_INBOX.count(counts.confirmed, counts.pending) : NEWSLETTER_INBOX.loading}
          </Typography>
          <Button variant="outlined" startIcon={<Download size={18} aria-hidden />} onClick={download} disabled={state.status !== 'ready'}>
            {NEWSLETTER_INBOX.download}
          </Button>
        </Box>
      )}
    </Box>
  );
}
