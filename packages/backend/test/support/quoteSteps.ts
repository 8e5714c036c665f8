/**
 * The quote wizard's step table, for the backend's tests: the one declaration of the steps that the
 * custom_quotes migrations must follow (docs/decisions/011-quote-step-table.md). It is read by path because the
 * backend does not depend on @portfolio/ui (and its React peers) for this one React-free module.
 */
// eslint-disable-next-line import-x/no-relative-packages -- the backend has no dependency on @portfolio/ui; see above.
export { CHOICE_STEPS, quoteStep, type ChoiceStep } from '../../../ui/src/quoteSteps/quoteSteps';
