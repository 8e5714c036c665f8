import { useCallback, useEffect, useState } from 'react';
import type { ContactRow, QuoteRow, ServiceRequestRow } from '@portfolio/auth';
import { loadMySubmissions } from './api';

export type SubmissionsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; contacts: ContactRow[]; quotes: QuoteRow[]; serviceRequests: ServiceRequestRow[] };

/** Site spec §7: the user's own contacts, quotes and service requests, fetched together; errors are logged. */
export function useMySubmissions(userId: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SubmissionsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadMySubmissions(userId).then(
      ({ contacts, quotes, serviceRequests }) => {
        if (current) setState({ status: 'ready', contacts, quotes, serviceRequests });
      },
      (err: unknown) => {
        console.error('Could not load your submissions:', err);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
