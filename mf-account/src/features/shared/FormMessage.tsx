import { Alert, type AlertColor } from '@portfolio/mui';

/** An inline message above a form's fields; announced to screen readers as it appears. */
export function FormMessage({ message, severity = 'error' }: { message: string | null; severity?: AlertColor }) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
