import { MESSAGES, STEPS, STEP_COUNT, type ChoiceStepId } from './constants';
import { CUSTOM_GROUPS, EMPTY_FORM, choose, removeFromGroup, type ContactField, type CustomGroup, type QuoteForm } from './quoteForm';
import type { QuoteDraft } from './quoteDraft';
import { validateContact, validateSelections, validateStep, type ContactErrors } from './validateWizard';

export type SubmitStatus = 'idle' | 'submitting' | 'succeeded';

export interface WizardState {
  form: QuoteForm;
  /** Index into STEPS, 0 to 5. */
  step: number;
  /** The furthest step reached; step labels up to it can be clicked. */
  furthest: number;
  /** The banner message ('' when none). */
  message: string;
  fieldErrors: ContactErrors;
  status: SubmitStatus;
}

export const INITIAL_STATE: WizardState = {
  form: EMPTY_FORM,
  step: 0,
  furthest: 0,
  message: '',
  fieldErrors: {},
  status: 'idle',
};

export type WizardAction =
  | { type: 'choose'; step: ChoiceStepId; id: string }
  | { type: 'setCustomText'; group: CustomGroup; value: string }
  | { type: 'closeCustom'; group: CustomGroup }
  | { type: 'setContact'; field: ContactField; value: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; step: number }
  | { type: 'submit' }
  | { type: 'submitSucceeded' }
  | { type: 'submitFailed'; message: string }
  | { type: 'opened' }
  | { type: 'restore'; draft: QuoteDraft }
  | { type: 'reset' };

/** Site spec §4: editing any field clears the displayed message. */
function edit(state: WizardState, form: QuoteForm, fieldErrors = state.fieldErrors): WizardState {
  return { ...state, form, fieldErrors, message: '' };
}

function editForm(state: WizardState, action: WizardAction): WizardState {
  const { form } = state;
  switch (action.type) {
    case 'choose':
      return edit(state, choose(form, action.step, action.id));
    case 'setCustomText':
      return edit(state, { ...form, [CUSTOM_GROUPS[action.group]]: action.value });
    case 'closeCustom':
      return edit(state, removeFromGroup(form, action.group, 'custom'));
    case 'setContact': {
      // Site spec §5: a field's error clears when the user edits it.
      const fieldErrors = { ...state.fieldErrors };
      delete fieldErrors[action.field as keyof ContactErrors];
      return edit(state, { ...form, [action.field]: action.value }, fieldErrors);
    }
    default:
      return state;
  }
}

/** Site spec §5 final submit: rules 1–8 in order, then the contact fields; a pass starts the submission. */
function submit(state: WizardState): WizardState {
  const selectionError = validateSelections(state.form);
  if (selectionError) return { ...state, message: selectionError };
  const contact = validateContact(state.form);
  if (contact.message) return { ...state, message: contact.message, fieldErrors: contact.errors };
  return { ...state, fieldErrors: {}, message: MESSAGES.submitting, status: 'submitting' };
}

/**
 * The wizard's state machine (site spec §4 and §5). Pure: side effects (toast, insert, closing) live in the store.
 * While a submission runs or after it succeeded, only its own outcome, 'opened' and 'reset' change anything.
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'reset':
      return INITIAL_STATE;
    case 'restore':
      // A stored draft fills only a wizard nobody has touched in this page's life.
      return state.form === EMPTY_FORM && state.step === 0 && state.status === 'idle' ? { ...state, ...action.draft } : state;
    case 'opened':
      // Reopening keeps everything typed; a finished submission starts afresh, a stale message goes.
      if (state.status === 'succeeded') return INITIAL_STATE;
      return state.status === 'submitting' ? state : { ...state, message: '' };
    case 'submitSucceeded':
      return state.status === 'submitting' ? { ...state, status: 'succeeded', message: MESSAGES.success } : state;
    case 'submitFailed':
      return state.status === 'submitting' ? { ...state, status: 'idle', message: action.message } : state;
  }
  if (state.status !== 'idle') return state;
  switch (action.type) {
    case 'next': {
      if (state.step >= STEP_COUNT - 1) return state;
      const error = validateStep(STEPS[state.step]!.id, state.form);
      if (error) return { ...state, message: error };
      const step = state.step + 1;
      return { ...state, step, furthest: Math.max(state.furthest, step), message: '' };
    }
    case 'previous':
      return state.step === 0 ? state : { ...state, step: state.step - 1, message: '' };
    case 'goTo':
      if (action.step < 0 || action.step > state.furthest || action.step === state.step) return state;
      return { ...state, step: action.step, message: '' };
    case 'submit':
      return state.step === STEP_COUNT - 1 ? submit(state) : state;
    default:
      return editForm(state, action);
  }
}

/** Actions after which a non-empty message is news for the visitor (and so also a toast). */
export const ANNOUNCING_ACTIONS: ReadonlySet<WizardAction['type']> = new Set(['next', 'submit', 'submitSucceeded', 'submitFailed']);

/** Site spec §2.3: progress is the step number divided by 6, as a percentage. */
export const progressPercent = (step: number) => ((step + 1) * 100) / STEP_COUNT;
