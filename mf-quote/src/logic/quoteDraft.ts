import { STEP_COUNT } from './constants';
import { EMPTY_FORM, type QuoteForm } from './quoteForm';

/** Issue 14: the wizard's draft lives in session storage under this key until a successful submit. */
export const DRAFT_KEY = 'quote-wizard-draft';

export interface QuoteDraft {
  form: QuoteForm;
  step: number;
  furthest: number;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** What a stored draft restores, or null when it is missing, foreign or damaged. */
export function parseDraft(raw: string | null): QuoteDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { form, step, furthest } = data as Record<string, unknown>;
  if (typeof form !== 'object' || form === null) return null;
  const restored: Record<string, unknown> = { ...EMPTY_FORM };
  for (const [key, empty] of Object.entries(EMPTY_FORM)) {
    const value = (form as Record<string, unknown>)[key];
    if (Array.isArray(empty) ? isStringArray(value) : typeof value === 'string') restored[key] = value;
  }
  const inRange = (n: unknown) => (Number.isInteger(n) && (n as number) >= 0 && (n as number) < STEP_COUNT ? (n as number) : 0);
  const safeFurthest = inRange(furthest);
  return { form: restored as unknown as QuoteForm, step: Math.min(inRange(step), safeFurthest), furthest: safeFurthest };
}

/** The draft to store; null when the form is untouched, so an empty wizard leaves nothing behind. */
export function serializeDraft(draft: QuoteDraft): string | null {
  const untouched = JSON.stringify(draft.form) === JSON.stringify(EMPTY_FORM) && draft.step === 0;
  return untouched ? null : JSON.stringify(draft);
}
