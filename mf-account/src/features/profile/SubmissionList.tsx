import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { COPY } from '../../logic/constants';
import type { Submission } from '../../logic/submissionFields';
import { SubmissionRow } from './SubmissionRow';

interface SubmissionListProps {
  status: 'loading' | 'error' | 'ready';
  items: Submission[];
  empty: string;
  onRetry: () => void;
}

/** A tab's list with its loading, error and empty states, so the panel is never blank. */
export function SubmissionList({ status, items, empty, onRetry }: SubmissionListProps) {
  if (status === 'loading') {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={22} aria-hidden />
        <Typography>{COPY.loadingSubmissions}</Typography>
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {COPY.submissionsLoadFailed}
      </Alert>
    );
  }
  if (items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <SubmissionRow key={`${item.kind}-${item.row.id}`} item={item} />
      ))}
    </Box>
  );
}
