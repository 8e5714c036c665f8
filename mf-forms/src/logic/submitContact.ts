import { AUTH_MESSAGES, messageOf, type SubmitDeps, type SubmitResult } from '@portfolio/auth';
import { humanError } from '@portfolio/ui';
import type { LeadSource } from '@portfolio/lead-source';
import { buildContact } from './buildContact';
import type { ContactForm } from './contactForm';

/**
 * Site spec §7: inserts the contact row; the error is kept for the log, the visitor sees the fixed failure toast,
 * except a rate limit (issue 13), whose clear message is shown instead.
 */
export async function submitContact(deps: SubmitDeps, form: ContactForm, source: LeadSource): Promise<SubmitResult> {
  if (!deps.client) return { ok: false, error: AUTH_MESSAGES.notConnected };
  try {
    const { error } = await deps.client.from('contacts').insert(buildContact(form, await deps.userId(), source));
    if (!error) return { ok: true };
    const limited = error.code === 'PT429';
    return limited ? { ok: false, error: error.message, shown: humanError(error) } : { ok: false, error: error.message };
  } catch (cause) {
    return { ok: false, error: messageOf(cause) ?? String(cause) };
  }
}
