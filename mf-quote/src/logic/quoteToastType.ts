import type { ToastType } from '@portfolio/ui';

/**
 * Site spec §4, quote toast type: error if the message contains 'error', 'please' or 'invalid'; warning if it
 * contains 'warning'; otherwise success. Case-insensitive, since the spec's own messages start with
 * 'Please' and 'Error'.
 */
export function quoteToastType(message: string): ToastType {
  const text = message.toLowerCase();
  if (['error', 'please', 'invalid'].some((word) => text.includes(word))) return 'error';
  if (text.includes('warning')) return 'warning';
  return 'success';
}
