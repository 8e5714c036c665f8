import { create } from 'zustand';
import type { SubmitResult } from '@portfolio/auth';
import { isHoneypotFilled, useToast } from '@portfolio/ui';
import { QUOTE_TOAST_DURATION_MS } from '../../logic/constants';
import { quoteToastType } from '../../logic/quoteToastType';
import { DRAFT_KEY, parseDraft, serializeDraft } from '../../logic/quoteDraft';
import type { ContactErrors } from '../../logic/validateWizard';
import { sendQuote } from './api';
import { ANNOUNCING_ACTIONS, INITIAL_STATE, wizardReducer, type WizardAction, type WizardState } from '../../logic/wizardMachine';

export interface QuoteWizardStore extends WizardState {
  /** Applies an action; returns the state it leaves. */
  dispatch: (action: WizardAction) => WizardState;
  /**
   * Site spec §4 submit: validates, sends the form, shows the outcome. Resolves with the contact fields' errors
   * (none unless validation stopped it), so the caller can move focus without reading the store back.
   * A filled honeypot (issue 13) gets the normal success and nothing is sent.
   */
  submit: (options?: { honeypot?: string }) => Promise<ContactErrors>;
  /** Issue 14: brings back the session's draft; call when the wizard opens, never during a first render. */
  restoreDraft: () => void;
}

const NO_ERRORS: ContactErrors = {};
/** What a filled honeypot is answered with: the normal success, and nothing sent. */
const HONEYPOT_RESULT: SubmitResult = { ok: true };

/** Session storage when the browser offers it (private modes and tests may not). */
const sessionDraftStorage = (): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The wizard's state lives here, outside the modal, so closing and reopening it within a visit loses nothing.
 * Each announced message also becomes a toast (a newer toast replaces the visible one).
 * The form, step and furthest step are kept in session storage until a successful submit.
 */
export function createQuoteWizardStore(storage = sessionDraftStorage) {
  const announce = (message: string) => useToast.getState().show(message, quoteToastType(message), { durationMs: QUOTE_TOAST_DURATION_MS });

  const saveDraft = (state: WizardState) => {
    const store = storage();
    if (!store) return;
    try {
      const draft = state.status === 'succeeded' ? null : serializeDraft(state);
      if (draft) store.setItem(DRAFT_KEY, draft);
      else store.removeItem(DRAFT_KEY);
    } catch {
      // A full or blocked storage only costs the draft.
    }
  };

  const store = create<QuoteWizardStore>()((set, get) => {
    const dispatch = (action: WizardAction): WizardState => {
      const before = get();
      const after = wizardReducer(before, action);
      if (after === before) return before;
      set(after);
      if (ANNOUNCING_ACTIONS.has(action.type) && after.message) announce(after.message);
      return after;
    };
    return {
      ...INITIAL_STATE,
      dispatch,
      restoreDraft: () => {
        let raw: string | null = null;
        try {
          raw = storage()?.getItem(DRAFT_KEY) ?? null;
        } catch {
          raw = null;
        }
        const draft = parseDraft(raw);
        if (draft) dispatch({ type: 'restore', draft });
      },
      submit: async ({ honeypot = '' } = {}) => {
        // A submit while one is in flight (a double tap, early taps replayed) or after success is ignored.
        if (get().status !== 'idle') return NO_ERRORS;
        // Validate: the reducer shows what is missing, or starts the submission.
        const checked = dispatch({ type: 'submit' });
        if (checked.status !== 'submitting') return checked.fieldErrors;
        const result = isHoneypotFilled(honeypot) ? HONEYPOT_RESULT : await sendQuote(checked.form);
        dispatch(result.ok ? { type: 'submitSucceeded' } : { type: 'submitFailed', message: result.error });
        return NO_ERRORS;
      },
    };
  });
  store.subscribe((state, previous) => {
    if (state.form !== previous.form || state.step !== previous.step || state.status !== previous.status) saveDraft(state);
  });
  return store;
}

export const useQuoteWizard = createQuoteWizardStore();
