import { useState } from 'react';
import { Alert, Fade, Snackbar } from '@portfolio/mui';
import { useToast } from './toastStore';
import { TOAST_FADE_MS } from './toastRules';

/** Renders the one visible toast (a new one replaces it, keyed by id so its timer restarts); MUI's Snackbar runs the timer and the 300 ms fade. */
export function ToastHost() {
  const current = useToast((s) => s.queue[0]);
  const remove = useToast((s) => s.remove);
  // Open is derived: a toast shows until it is closed; the next toast in the queue is a new id, so it opens.
  const [closedId, setClosedId] = useState<number | null>(null);
  const open = current !== undefined && current.id !== closedId;

  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={current.durationMs}
      onClose={(_, reason) => reason !== 'clickaway' && setClosedId(current.id)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slots={{ transition: Fade }}
      slotProps={{ transition: { timeout: { enter: 200, exit: TOAST_FADE_MS }, onExited: () => remove(current.id) } }}
    >
      <Alert
        severity={current.type}
        variant="filled"
        onClose={() => setClosedId(current.id)}
        data-testid="toast"
        data-toast-type={current.type}
        // Reduced motion: no fade (the inline transition Fade sets needs !important); a half-faded toast also fails contrast.
        sx={{ minWidth: 280, boxShadow: 3, '@media (prefers-reduced-motion: reduce)': { transition: 'none !important' } }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
