import { Alert, Box, Button, Skeleton, Stack, Typography } from '@portfolio/mui';
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
      <Stack spacing={1.5}>
        <Typography role="status" color="text.secondary">
          {COPY.loadingSubmissions}
        </Typography>
        {/* Row-sized placeholders hold the tab's height until the list arrives. */}
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={88} aria-hidden data-testid="submission-skeleton" />
        ))}
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
