import { OnceOpened, lazyOverlay } from '../components/OnceOpened';
import { useToast } from './toastStore';

const ToastSnackbar = lazyOverlay(() => import('./ToastSnackbar').then((m) => m.ToastSnackbar));

/** Renders the one visible toast; a new one replaces it (keyed by id, so its timer restarts). Its code loads with the first toast. */
export function ToastHost() {
  const current = useToast((s) => s.queue[0]);
  const fadingId = useToast((s) => s.fadingId);
  const close = useToast((s) => s.close);
  const remove = useToast((s) => s.remove);
  const open = current !== undefined && current.id !== fadingId;
  return (
    <OnceOpened open={current !== undefined}>
      {current && <ToastSnackbar key={current.id} toast={current} open={open} onClose={() => close(current.id)} onExited={() => remove(current.id)} />}
    </OnceOpened>
  );
}
