import { AUTH_MESSAGES, messageOf, type SiteClient, type SubmitResult } from '@portfolio/auth';
import { humanError } from '@portfolio/ui';
import { EMAIL_MAX_LENGTH, NEWSLETTER_LINK_PARAMS, NEWSLETTER_MESSAGES } from './constants';

// The address the database takes (migration 20261127010000): a dot-atom box@host, no display name or list.
const PLAIN_ADDRESS = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** The field's error, or undefined when the address can be sent. */
export function validateSubscription(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return NEWSLETTER_MESSAGES.emailRequired;
  if (!PLAIN_ADDRESS.test(trimmed) || trimmed.length > EMAIL_MAX_LENGTH) return NEWSLETTER_MESSAGES.emailInvalid;
  return undefined;
}

/**
 * Asks for a pending subscription. The database answers alike for a new, a pending and a subscribed address, so the
 * visitor always reads "check your inbox"; only a rate limit (PT429) gets its own message.
 */
export async function submitSubscription(client: Pick<SiteClient, 'from'> | null, email: string): Promise<SubmitResult> {
  if (!client) return { ok: false, error: AUTH_MESSAGES.notConnected, shown: NEWSLETTER_MESSAGES.failure };
  try {
    const { error } = await client.from('newsletter_subscribers').insert({ email: email.trim() });
    if (!error) return { ok: true };
    return { ok: false, error: error.message, shown: error.code === 'PT429' ? humanError(error) : NEWSLETTER_MESSAGES.failure };
  } catch (cause) {
    return { ok: false, error: messageOf(cause) ?? String(cause), shown: NEWSLETTER_MESSAGES.failure };
  }
}

export type LinkAction = keyof typeof NEWSLETTER_LINK_PARAMS;

/** Which e-mailed link /newsletter was opened from (`?confirm=<token>`, `?unsubscribe=<token>`), or null. */
export function linkOf(search: string): { action: LinkAction; token: string } | null {
  const params = new URLSearchParams(search);
  for (const action of Object.keys(NEWSLETTER_LINK_PARAMS) as LinkAction[]) {
    const token = params.get(NEWSLETTER_LINK_PARAMS[action]);
    if (token !== null) return { action, token };
  }
  return null;
}

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid' | 'failed';

/** Follows a confirm or unsubscribe link: the database function's answer, or `failed` when it could not be asked. */
export async function followLink(client: Pick<SiteClient, 'rpc'> | null, action: LinkAction, token: string): Promise<LinkOutcome> {
  if (!token) return 'invalid';
  if (!client) return 'failed';
  try {
    const { data, error } =
      action === 'confirm' ? await client.rpc('confirm_newsletter_subscription', { token }) : await client.rpc('unsubscribe_newsletter', { token });
    if (error) return 'failed';
    return data === 'confirmed' || data === 'unsubscribed' ? data : 'invalid';
  } catch {
    return 'failed';
  }
}

/** What the page says while a link is followed and once it has been. */
export function linkMessage(action: LinkAction, outcome: LinkOutcome | null): string {
  if (outcome === null) return action === 'confirm' ? NEWSLETTER_MESSAGES.confirming : NEWSLETTER_MESSAGES.unsubscribing;
  if (outcome === 'confirmed') return NEWSLETTER_MESSAGES.confirmed;
  if (outcome === 'unsubscribed') return NEWSLETTER_MESSAGES.unsubscribed;
  return outcome === 'invalid' ? NEWSLETTER_MESSAGES.invalidLink : NEWSLETTER_MESSAGES.linkFailed;
}
