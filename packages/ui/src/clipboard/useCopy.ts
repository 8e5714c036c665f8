import { useEffect, useRef, useState } from 'react';
import { useToast } from '../toast/toastStore';

/** How long a copy button reads "Copied" before it resets. */
export const COPIED_RESET_MS = 2000;

/**
 * A copy button's state: `copy(text)` writes to the clipboard and sets `copied` for COPIED_RESET_MS; without a
 * clipboard, or when writing fails, it shows `failure` as an error toast instead.
 */
export function useCopy(failure: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string | null | undefined) => {
    try {
      if (!navigator.clipboard || !text) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    } catch {
      useToast.getState().error(failure);
    }
  };
  return { copied, copy };
}
