import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';

/** Shown in a remote's area while it loads. */
export function RemoteLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">Loading {label}…</Typography>
    </Box>
  );
}

/** Shown in a remote's area when it is down or crashed; the rest of the site keeps working. */
export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }} data-testid="remote-fallback">
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          The {label} is unavailable right now
        </Typography>
        <Typography variant="body2">
          The rest of the site still works. Try again in a moment, or pick another page from the menu.
        </Typography>
      </Alert>
    </Box>
  );
}
