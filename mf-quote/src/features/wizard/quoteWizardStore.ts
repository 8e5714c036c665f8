import { create } from 'zustand';
import { isHoneypotFilled, useToast } from '@portfolio/ui';
import { QUOTE_TOAST_DURATION_MS } from '../../logic/constants';
import { quoteToastType } from '../../logic/quoteToastType';
import { DRAFT_KEY, parseDraft, serializeDraft } from '../../logic/quoteDraft';
import { buildQuoteRow } from '../../logic/quoteRow';
import { sendQuote } from './api';
import { ANNOUNCING_ACTIONS, INITIAL_STATE, wizardReducer, type WizardAction, type WizardState } from '../../logic/wizardMachine';

export interface QuoteWizardStore extends WizardState {
  dispatch: (action: WizardAction) => void;
  /**
   * Site spec §4 submit: validates, then inserts the quote; resolves when the outcome is shown.
   * A filled honeypot (issue 13) gets the normal success and nothing is sent.
   */
  submit: (options?: { honeypot?: string }) => Promise<void>;
  /** Issue 14: brings back the session's draft; call when the wizard opens, never during a first render. */
  restoreDraft: () => void;
}

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
    const dispatch = (action: WizardAction) => {
      const before = get();
      const after = wizardReducer(before, action);
      if (after === before) return;
      set(after);
      if (ANNOUNCING_ACTIONS.has(action.type) && after.message) announce(after.message);
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
        if (get().status !== 'idle') return;
        dispatch({ type: 'submit' });
        const state = get();
        if (state.status !== 'submitting') return;
        if (isHoneypotFilled(honeypot)) {
          dispatch({ type: 'submitSucceeded' });
          return;
        }
        const result = await sendQuote((userId) => buildQuoteRow(state.form, userId));
        dispatch(result.ok ? { type: 'submitSucceeded' } : { type: 'submitFailed', message: result.error });
      },
    };
  });
  store.subscribe((state, previous) => {
    if (state.form !== previous.form || state.step !== previous.step || state.status !== previous.status) saveDraft(state);
  });
  return store;
}

export const useQuoteWizard = createQuoteWizardStore();
