import { useState } from 'react';
import { OnceOpened, lazyOverlay } from '../components/OnceOpened';
import { useToast } from './toastStore';

const ToastSnackbar = lazyOverlay(() => import('./ToastSnackbar').then((m) => m.ToastSnackbar));

/** Renders the one visible toast; a new one replaces it (keyed by id, so its timer restarts). Its code loads with the first toast. */
export function ToastHost() {
  const current = useToast((s) => s.queue[0]);
  const remove = useToast((s) => s.remove);
  // Open is derived: a toast shows until it is closed; the next toast in the queue is a new id, so it opens.
  const [closedId, setClosedId] = useState<number | null>(null);
  const open = current !== undefined && current.id !== closedId;
  return (
    <OnceOpened open={current !== undefined}>
      {current && <ToastSnackbar key={current.id} toast={current} open={open} onClose={() => setClosedId(current.id)} onExited={() => remove(current.id)} />}
    </OnceOpened>
  );
}
