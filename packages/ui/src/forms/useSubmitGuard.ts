import { useState } from 'react';
import { createSubmitGuard } from './submitGuard';

/**
 * A form's one submission at a time (see `createSubmitGuard`): `run` wraps the submit handler's work, `busy` is for
 * the render (a disabled or loading button).
 */
export function useSubmitGuard() {
  const [busy, setBusy] = useState(false);
  const [guard] = useState(() => createSubmitGuard(setBusy));
  return { busy, run: guard.run };
}
