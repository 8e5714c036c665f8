/**
 * Issue 18: database and auth errors become messages a visitor understands.
 * No SQL, relation, column or constraint name ever reaches the screen.
 */

import { groupThousands } from '../forms/lengthCounter';

/** The parts of a PostgREST, Postgres or GoTrue error that the mapping reads. */
export interface BackendError {
  code?: string | number | null;
  status?: number | null;
  message?: string | null;
}

/** Column limits of the tables the forms write (packages/backend/supabase/migrations). */
export const FIELD_LIMITS = {
  name: 200,
  email: 320,
  company: 200,
  message: 5000,
  service: 2000,
  scope: 2000,
  technology: 2000,
} as const;

export type LimitedField = keyof typeof FIELD_LIMITS;

const FIELD_LABELS: Record<LimitedField, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  message: 'Message',
  service: 'The service description',
  scope: 'The scope description',
  technology: 'The technology description',
};

export const ERROR_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  tooLong: 'One of the entries is too long. Please shorten it and try again.',
  invalidEntry: 'One of the entries is not accepted. Please check the form and try again.',
  permission: 'You do not have permission to do this. Please sign in again and retry.',
  rateLimit: 'Too many attempts. Please wait a few minutes and try again.',
  generic: 'Something went wrong. Please try again later.',
} as const;

/** The limit message for one field, e.g. 'Name must be at most 200 characters.' */
export const tooLongMessage = (field: LimitedField) => `${FIELD_LABELS[field]} must be ${limitText(field)}`;

const limitText = (field: LimitedField) => `at most ${groupThousands(FIELD_LIMITS[field])} characters.`;

/** Words that mark a message as technical (Postgres, PostgREST or SQL wording): such text is never shown. */
const TECHNICAL =
  /relation|constraint|violates|column|syntax|sqlstate|schema|table|function|permission denied|row-level security|pgrst|postgres|\bselect\b.*\bfrom\b|insert into|\bupdate\b.*\bset\b|delete from|null value|duplicate key|[_"]/i;

/** Text that is data, not a sentence: '{}' (supabase-js's JSON of a 5xx response), '[object Object]', markup, a bare code. */
const NOT_A_SENTENCE = /^\s*[[{<]|\[object \w+\]/;

const looksHuman = (message: string | null | undefined): message is string =>
  !!message?.trim() && /[a-z]{2}/i.test(message) && !NOT_A_SENTENCE.test(message) && !TECHNICAL.test(message);

/** The constraint named in a check-violation message: `... violates check constraint "custom_quotes_name_present"`. */
function checkedField(message: string): { field: LimitedField | null; kind: string | null } {
  const match = /constraint "([a-z_]+)"/i.exec(message);
  if (!match) return { field: null, kind: null };
  const parts = (match[1] ?? '').toLowerCase().split('_');
  const kind = parts[parts.length - 1] ?? null;
  const field = (Object.keys(FIELD_LIMITS) as LimitedField[]).find((f) => parts.includes(f)) ?? null;
  return { field, kind };
}

/** Maps any error (or thrown value) to a visitor-facing sentence. */
export function humanError(error: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects took the first branch; what is left is a primitive
  const e: BackendError = typeof error === 'object' && error !== null ? error : { message: String(error ?? '') };
  const code = e.code == null ? '' : String(e.code);
  const status = typeof e.status === 'number' ? e.status : null;
  const message = typeof e.message === 'string' ? e.message : '';

  if (code === 'PT429' || code === '429' || status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') {
    return looksHuman(message) ? message : ERROR_MESSAGES.rateLimit;
  }
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST302' || status === 401 || status === 403) {
    return ERROR_MESSAGES.permission;
  }
  if (code === '22001') return ERROR_MESSAGES.tooLong;
  if (code === 'email_address_invalid' || /invalid format|invalid e-?mail|email address .* is invalid/i.test(message)) {
    return ERROR_MESSAGES.invalidEmail;
  }
  if (code === '23514') {
    const { field, kind } = checkedField(message);
    if (field === 'email') return ERROR_MESSAGES.invalidEmail;
    if (field && kind === 'present') return `${FIELD_LABELS[field]} is required and must be ${limitText(field)}`;
    if (field) return tooLongMessage(field);
    return ERROR_MESSAGES.invalidEntry;
  }
  // A server failure (a 5xx, or supabase-js's retryable fetch error) says nothing a visitor can act on.
  if (status !== null && status >= 500) return ERROR_MESSAGES.generic;
  if (/^(22|23)/.test(code)) return ERROR_MESSAGES.invalidEntry;
  if (/^(42|PGRST|XX|53|57|58|08)/.test(code)) return ERROR_MESSAGES.generic;
  return looksHuman(message) ? message : ERROR_MESSAGES.generic;
}
