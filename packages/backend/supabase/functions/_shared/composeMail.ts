// Shared by both senders of public.notification_queue (the Edge Function on Deno, the local backend on Node): no
// imports, so it runs on either. Mail to a subscriber carries a visible unsubscribe link to the site's page and the
// one-click headers of RFC 8058, whose POST goes to the newsletter-unsubscribe function
// (docs/decisions/024-newsletter-double-opt-in.md).

/** The parts of a queued row that decide a mail's text and headers. */
export interface ComposableRow {
  body: string;
  link_path: string | null;
  link_text: string | null;
  unsubscribe_token: string | null;
}

export interface ComposedMail {
  text: string;
  link: string;
  headers: Record<string, string>;
}

/** The Edge Function that takes the one-click POST; the embedded backend answers the same path. */
export const ONE_CLICK_FUNCTION = 'newsletter-unsubscribe';

/** The site's page that unsubscribes a reader who follows the mail's visible link (`?unsubscribe=<token>`). */
export const UNSUBSCRIBE_PAGE = '/newsletter';

const DEFAULT_LINK_TEXT = 'Open the inbox';

export function unsubscribePageUrl(siteUrl: string, token: string): string {
  return new URL(`${UNSUBSCRIBE_PAGE}?unsubscribe=${encodeURIComponent(token)}`, siteUrl).toString();
}

export function oneClickUrl(apiUrl: string, token: string): string {
  return new URL(`/functions/v1/${ONE_CLICK_FUNCTION}?token=${encodeURIComponent(token)}`, apiUrl).toString();
}

/** The text, the main link and the extra headers of one queued row; absolute URLs from the site's and API's URLs. */
export function composeMail(row: ComposableRow, siteUrl: string, apiUrl: string): ComposedMail {
  const link = row.link_path ? new URL(row.link_path, siteUrl).toString() : '';
  let text = link ? `${row.body}\n${row.link_text ?? DEFAULT_LINK_TEXT}: ${link}\n` : row.body;
  const headers: Record<string, string> = {};
  if (row.unsubscribe_token) {
    text += `\nUnsubscribe: ${unsubscribePageUrl(siteUrl, row.unsubscribe_token)}\n`;
    headers['List-Unsubscribe'] = `<${oneClickUrl(apiUrl, row.unsubscribe_token)}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return { text, link, headers };
}
