import { buildContact } from './buildContact';
import type { ContactForm } from './contactForm';
import { messageOf, type SubmitDeps, type SubmitResult } from './insertClient';

const NOT_CONNECTED = 'Supabase not connected';

/** Spec 7: inserts the contact row; the error is kept for the log, the visitor sees the fixed failure toast. */
export async function submitContact(deps: SubmitDeps, form: ContactForm): Promise<SubmitResult> {
  if (!deps.client) return { ok: false, error: NOT_CONNECTED };
  try {
    const { error } = await deps.client.from('contacts').insert(buildContact(form, await deps.userId()));
    return error ? { ok: false, error: error.message } : { ok: true };
  } catch (cause) {
    return { ok: false, error: messageOf(cause) ?? String(cause) };
  }
}
