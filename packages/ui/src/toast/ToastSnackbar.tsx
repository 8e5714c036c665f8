import { Alert, Fade, Snackbar } from '@portfolio/mui';
import { TOAST_FADE_MS, type Toast } from './toastRules';

interface ToastSnackbarProps {
  toast: Toast;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** One toast on screen (ToastHost loads this with the first toast); MUI's Snackbar runs the timer and the 300 ms fade. */
export function ToastSnackbar({ toast, open, onClose, onExited }: ToastSnackbarProps) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.durationMs}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      slots={{ transition: Fade }}
      slotProps={{ transition: { timeout: { enter: 200, exit: TOAST_FADE_MS }, onExited } }}
    >
      <Alert
        severity={toast.type}
        variant="filled"
        onClose={onClose}
        data-testid="toast"
        data-toast-type={toast.type}
        // Reduced motion: no fade (the inline transition Fade sets needs !important); a half-faded toast also fails contrast.
        sx={{ minWidth: 280, boxShadow: 3, '@media (prefers-reduced-motion: reduce)': { transition: 'none !important' } }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
