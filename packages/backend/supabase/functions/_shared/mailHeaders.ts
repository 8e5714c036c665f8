// Shared by both senders of public.notification_queue (the Edge Function on Deno, the local backend on Node):
// no imports, so it runs on either.

/** A C0 control character (CR and LF among them) or DEL. */
function isControl(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** A header value on one line: CR, LF and other control characters would start a new header. */
export function oneLine(value: string): string {
  return [...value]
    .map((ch) => (isControl(ch) ? ' ' : ch))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

// A dot-atom box@host: no display name, comment, quotes, brackets or list for a mail library to read otherwise.
const PLAIN_ADDRESS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The one mailbox a queued row may go to, or an error that keeps it from being sent anywhere else. */
export function plainRecipient(address: string): string {
  if (!PLAIN_ADDRESS.test(address) || address.length > 320) {
    throw new Error(`refusing to send to "${oneLine(address).slice(0, 80)}": not a plain box@host address`);
  }
  return address.toLowerCase();
}
