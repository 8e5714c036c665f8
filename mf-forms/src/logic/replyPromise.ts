import { isPlaceholder } from '@portfolio/ui';

/** Contact's promise of a reply, with the owner's reply time from the site config; a placeholder time is left out, never shown. */
export function replyPromise(replyTime: string): string {
  return isPlaceholder(replyTime) || !replyTime.trim()
    ? 'I reply to every message by e-mail.'
    : `I reply to every message by e-mail within ${replyTime.trim()}.`;
}
