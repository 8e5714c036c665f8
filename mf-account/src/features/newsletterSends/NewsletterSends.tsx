import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@portfolio/mui';
import { NEWSLETTER_SEND_COPY as COPY, SEND_PROGRESS_POLL_MS } from '../../logic/newsletterSends/constants';
import type { PublishedNote } from '../../logic/newsletterSends/publishedNotes';
import { anyGoing, noteSendRows, type NoteSend } from '../../logic/newsletterSends/sendReport';
import { NoteSendItem } from './NoteSendItem';
import { loadPublishedNotes, loadSends } from './api';

type LoadState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; notes: PublishedNote[]; sends: NoteSend[] };

/**
 * Issue 41, item 3: the owner sends a published note to the confirmed subscribers and sees what was sent. The
 * database enforces who may send and that a note goes once (docs/decisions/029-newsletter-sends-in-batches.md).
 */
export function NewsletterSends() {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([loadPublishedNotes(), loadSends()]).then(
      ([notes, sends]) => {
        if (current) setState({ status: 'ready', notes, sends });
      },
      (err: unknown) => {
        console.error('Could not load the newsletter sends:', err);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const refreshSends = useCallback(async () => {
    const sends = await loadSends();
    setState((s) => (s.status === 'ready' ? { ...s, sends } : s));
  }, []);

  // While a send goes out, its batches and deliveries are read again now and then.
  const going = state.status === 'ready' && anyGoing(state.sends);
  useEffect(() => {
    if (!going) return;
    const timer = setTimeout(() => {
      refreshSends().catch((err: unknown) => console.error('Could not refresh the newsletter sends:', err));
    }, SEND_PROGRESS_POLL_MS);
    return () => clearTimeout(timer);
  }, [going, state, refreshSends]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <Box component="section" aria-labelledby="newsletter-sends-heading" sx={{ mt: 5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="h4" id="newsletter-sends-heading">
          {COPY.heading}
        </Typography>
        {state.status === 'ready' && (
          <Button size="small" onClick={() => refreshSends().catch((err: unknown) => console.error('Could not refresh the newsletter sends:', err))}>
            {COPY.refresh}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {COPY.intro}
      </Typography>
      {state.status === 'loading' && <Typography role="status">{COPY.loading}</Typography>}
      {state.status === 'error' && (
        <Alert severity="error" action={<Button onClick={retry}>{COPY.retry}</Button>}>
          {COPY.loadFailed}
        </Alert>
      )}
      {state.status === 'ready' &&
        (state.notes.length === 0 && state.sends.length === 0 ? (
          <Typography>{COPY.noNotes}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {noteSendRows(state.notes, state.sends).map((row) => (
              <NoteSendItem key={row.slug} row={row} onSent={refreshSends} />
            ))}
          </Box>
        ))}
    </Box>
  );
}
