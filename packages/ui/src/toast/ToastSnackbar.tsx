import { useEffect, useRef, useState } from 'react';
import { Alert } from '@portfolio/mui';
import { Fade, Snackbar } from '@portfolio/mui/frame';
import { TOAST_FADE_MS, type Toast } from './toastRules';

interface ToastSnackbarProps {
  toast: Toast;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * One toast on screen (ToastHost loads this with the first toast). It closes after its duration, counted afresh
 * whenever the same toast is shown again (`toast.shows`) and paused while the pointer is on it; MUI runs the 300 ms fade.
 */
export function ToastSnackbar({ toast, open, onClose, onExited }: ToastSnackbarProps) {
  const [hovered, setHovered] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open || hovered) return undefined;
    const timer = window.setTimeout(() => close.current(), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [open, hovered, toast.durationMs, toast.shows]);
  return (
    <Snackbar
      open={open}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
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
