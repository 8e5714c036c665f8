import { useCallback, useEffect, useState } from 'react';
import type { ContactRow, QuoteRow, ServiceRequestRow } from '@portfolio/auth';
import { loadMySubmissions } from './api';

export type SubmissionsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; contacts: ContactRow[]; quotes: QuoteRow[]; serviceRequests: ServiceRequestRow[] };

/** Site spec §7: the user's own contacts, quotes and service requests, fetched together; errors are logged. */
export function useMySubmissions(userId: string) {
  const [attempt, setAttempt] = useState(0);
  // Each answer is tagged with the request it answers, so a new user or a retry reads as loading until its own answer.
  const request = `${userId}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; state: SubmissionsState } | null>(null);

  useEffect(() => {
    let current = true;
    loadMySubmissions(userId).then(
      ({ contacts, quotes, serviceRequests }) => {
        if (current) setAnswer({ request, state: { status: 'ready', contacts, quotes, serviceRequests } });
      },
      (err: unknown) => {
        console.error('Could not load your submissions:', err);
        if (current) setAnswer({ request, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, request]);

  const state: SubmissionsState = answer?.request === request ? answer.state : { status: 'loading' };

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
