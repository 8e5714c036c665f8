/** Spec constants of the quote wizard (site spec §3, §4, §5, §8 and §9), word for word where the spec gives words. */

import { QUOTE_STEPS, quoteStep, type OptionId, type QuoteOption } from '@portfolio/quote-steps';

/**
 * The steps themselves (titles, options, rules, messages, prices, columns) are one table, QUOTE_STEPS in
 * `@portfolio/quote-steps`, shared with the profile and the inbox; what follows is named from it.
 */
export const STEPS = QUOTE_STEPS;
export type { ChoiceStepId, StepId } from '@portfolio/quote-steps';
export type Option<V extends string = string> = QuoteOption<V>;

export type ServiceId = OptionId<'service'>;
export type ScopeId = OptionId<'scope'>;
export type TechnologyId = OptionId<'technology'>;
export type TimelineId = OptionId<'timeline'>;
export type BudgetId = OptionId<'budget'>;

/** Site spec §9: the wizard has 6 steps. */
export const STEP_COUNT = QUOTE_STEPS.length;

/** Site spec §9: quote modal closes 1500 ms after success; site spec §4: the quote toast closes after 5 s. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;
export const QUOTE_TOAST_DURATION_MS = 5000;

/** Site spec §9, estimated price range (each option's own price is in the step table). */
export const MINIMUM_ESTIMATE = 500;
export const MAX_FACTOR = 1.2;
export const MIN_FACTOR = 0.8;
export const ROUND_TO = 100;

/** Site spec §5 and §8: wizard messages. */
export const MESSAGES = {
  // The steps' own messages, named here for the tests and the toasts; the words are in the step table.
  selectAtLeastOne: quoteStep('service').required.next,
  customServiceNext: quoteStep('service').custom.next,
  customScopeNext: quoteStep('scope').custom.next,
  customTechnologyNext: quoteStep('technology').custom.next,
  selectService: quoteStep('service').required.submit,
  customService: quoteStep('service').custom.submit,
  selectScope: quoteStep('scope').required.submit,
  customScope: quoteStep('scope').custom.submit,
  selectTechnology: quoteStep('technology').required.submit,
  customTechnology: quoteStep('technology').custom.submit,
  selectTimeline: quoteStep('timeline').required.submit,
  selectBudget: quoteStep('budget').required.submit,
  nameRequired: 'Name is required',
  nameFallback: 'Please enter your name',
  emailRequired: 'Email is required',
  emailFallback: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  submitting: 'Submitting your request...',
  success: 'Thank you for your submission! We will contact you shortly.',
  submitErrorPrefix: 'Error submitting form: ',
  unknownError: 'Unknown error',
  /** The spec's wording for a missing backend client (site spec §7), reused for the quote insert. */
  noDatabase: 'Database connection error. Please try again later.',
} as const;

/** Our wording for the estimate's note (site spec §2.3 asks for "a note that it is an initial estimate"). */
export const ESTIMATE_TEXT = {
  heading: 'Estimated price range',
  note: 'This is an initial estimate; the final price depends on the details of your project.',
  needsService: 'Choose a service to see an estimated price range.',
} as const;
