import { create } from 'zustand';
import { currentUserId, loadSupabase } from '@portfolio/auth';
import { useToast } from '@portfolio/ui';
import { QUOTE_TOAST_DURATION_MS } from '../../logic/constants';
import { quoteToastType } from '../../logic/quoteToastType';
import { buildQuoteRow } from '../../logic/quoteRow';
import { submitQuote, type QuoteBackend } from '../../logic/submitQuote';
import { ANNOUNCING_ACTIONS, INITIAL_STATE, wizardReducer, type WizardAction, type WizardState } from '../../logic/wizardMachine';

export interface QuoteWizardStore extends WizardState {
  dispatch: (action: WizardAction) => void;
  /** Spec 4 submit: validates, then inserts the quote; resolves when the outcome is shown. */
  submit: () => Promise<void>;
}

/** The real backend: the session from @portfolio/auth and the one supabase-js client, loaded on first use. */
export const supabaseQuoteBackend = async (): Promise<QuoteBackend> => {
  const client = await loadSupabase();
  return {
    currentUserId,
    insertQuote: client ? async (row) => client.from('custom_quotes').insert(row) : null,
  };
};

/**
 * The wizard's state lives here, outside the modal, so closing and reopening it within a visit loses nothing.
 * Each announced message also becomes a toast; the wizard's newer toast replaces its older one in the queue.
 */
export function createQuoteWizardStore(backend: () => QuoteBackend | Promise<QuoteBackend> = supabaseQuoteBackend) {
  let lastToast: number | null = null;
  const announce = (message: string) => {
    const toasts = useToast.getState();
    if (lastToast !== null) toasts.remove(lastToast);
    lastToast = toasts.show(message, quoteToastType(message), { durationMs: QUOTE_TOAST_DURATION_MS });
  };

  return create<QuoteWizardStore>()((set, get) => {
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
      submit: async () => {
        dispatch({ type: 'submit' });
        const state = get();
        if (state.status !== 'submitting') return;
        const result = await submitQuote((userId) => buildQuoteRow(state.form, userId), await backend());
        dispatch(result.ok ? { type: 'submitSucceeded' } : { type: 'submitFailed', message: result.message });
      },
    };
  });
}

export const useQuoteWizard = createQuoteWizardStore();
