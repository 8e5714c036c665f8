/**
 * The quote wizard's steps, declared once (site spec §2.3, §3, §5, §8, §9): what each asks, how it is answered,
 * its options with their stored values and labels, its rules and messages, its part in the estimate and the
 * column it is stored in. The wizard, its validation, the estimate, the stored row (mf-quote) and the profile's
 * and inbox's labels (mf-account) all read this table. React-free, so Node (browser tests) can import it too.
 */

/** One choice of a step: the value stored and the label the visitor sees (and the profile shows back). */
export interface QuoteOption<V extends string = string> {
  value: V;
  label: string;
  /** Site spec §9: what the option adds to (or multiplies) the estimate, when its step takes part in it. */
  price?: number;
}

/** The wizard form's fields a choice step fills. */
export type ChoiceField = 'services' | 'scope' | 'technologies' | 'timeline' | 'budget';
export type CustomTextField = 'servicesCustom' | 'scopeCustom' | 'technologiesCustom';

interface StepBase {
  id: string;
  /** Site spec §2.3 title, the step's heading. */
  title: string;
  /** Short name for the progress labels, and the column's label in the profile and the inbox. */
  label: string;
  /** The spec's selection hint in parentheses, written out for the visitor. */
  hint: string;
}

export interface ChoiceStep extends StepBase {
  /**
   * `one`: radio buttons; choosing the chosen option again deselects it. `many`: checkboxes; choosing `custom`
   * clears the other picks at that moment (site spec §4).
   */
  kind: 'one' | 'many';
  /** Where the form keeps the choice: a list (when a custom text can sit beside it) or one value. */
  field: ChoiceField;
  options: readonly QuoteOption[];
  /** Site spec §5: the message when nothing is chosen, on Next and on the final submit. */
  required: { next: string; submit: string };
  /** An option `custom` that opens a text box: where its text goes, the word its label ends with, its messages. */
  custom?: { field: CustomTextField; what: string; next: string; submit: string };
  /** Site spec §9: the step's options add to the estimate, multiply it, or are not part of it. */
  price: 'add' | 'multiply' | 'none';
  /** Site spec §3: the custom_quotes column, and whether it keeps the chosen labels (comma-joined) or the value. */
  column: 'service' | 'scope' | 'technology' | 'timeline' | 'budget';
  stores: 'labels' | 'value';
}

export interface ContactStepInfo extends StepBase {
  kind: 'contact';
}

export type QuoteStep = ChoiceStep | ContactStepInfo;

/** The one table of the wizard's steps, in order. */
export const QUOTE_STEPS = [
  {
    id: 'service',
    title: 'What type of AI/ML service do you need?',
    label: 'Service',
    hint: 'Select one.',
    kind: 'one',
    field: 'services',
    // The spec does not show these labels; ours name what each id stands for.
    options: [
      { value: 'ml_dev', label: 'Machine Learning Development', price: 1000 },
      { value: 'chatbots', label: 'Chatbots & Conversational AI', price: 500 },
      { value: 'gen_ai', label: 'Generative AI', price: 500 },
      { value: 'gan', label: 'Generative Adversarial Networks (GANs)', price: 500 },
      { value: 'ai_api', label: 'AI/ML API Development', price: 500 },
      { value: 'ai_software', label: 'AI-powered Software Development', price: 500 },
      { value: 'ai_mobile', label: 'AI-powered Mobile App Development', price: 500 },
      // Site spec §9 "all others 500".
      { value: 'custom', label: 'Custom Service', price: 500 },
    ],
    required: { next: 'Please select at least one option before proceeding.', submit: 'Please select a service' },
    custom: {
      field: 'servicesCustom',
      what: 'service',
      next: 'Please provide details for your custom service.',
      submit: 'Please provide details for your custom service',
    },
    price: 'add',
    column: 'service',
    stores: 'labels',
  },
  {
    id: 'scope',
    title: 'What is the scope of your project?',
    label: 'Scope',
    hint: 'Select all that apply.',
    kind: 'many',
    field: 'scope',
    options: [
      { value: 'research', label: 'Research & Feasibility Study', price: 1000 },
      { value: 'database_integration', label: 'Database Integration', price: 1000 },
      { value: 'model_training', label: 'Model Training & Fine-tuning', price: 1000 },
      { value: 'integration', label: 'Integration with Existing Systems', price: 1000 },
      { value: 'consultation', label: 'Consultation', price: 500 },
      { value: 'custom', label: 'Custom Scope', price: 1000 },
    ],
    required: { next: 'Please select at least one option before proceeding.', submit: 'Please select at least one scope option' },
    custom: {
      field: 'scopeCustom',
      what: 'scope',
      next: 'Please provide details for your custom scope.',
      submit: 'Please provide details for your custom scope',
    },
    price: 'add',
    column: 'scope',
    stores: 'labels',
  },
  {
    id: 'technology',
    title: 'What technologies or frameworks do you prefer?',
    label: 'Technology',
    hint: 'Select all that apply.',
    kind: 'many',
    field: 'technologies',
    // Site spec §9 lists these prices but its formula does not use them (price 'none'); kept so nobody re-adds them by guess.
    options: [
      { value: 'python', label: 'Python', price: 1000 },
      { value: 'openai', label: 'OpenAI API', price: 1500 },
      { value: 'stable_diffusion', label: 'Stable Diffusion', price: 2000 },
      { value: 'custom_llm', label: 'Custom LLM', price: 3000 },
      { value: 'cloud', label: 'Cloud Deployment', price: 1500 },
      { value: 'edge_ai', label: 'Edge AI', price: 2000 },
      { value: 'no_preference', label: 'No Preference', price: 500 },
      { value: 'custom', label: 'Custom Technology', price: 1500 },
    ],
    required: { next: 'Please select at least one option before proceeding.', submit: 'Please select at least one technology option' },
    custom: {
      field: 'technologiesCustom',
      what: 'technology',
      next: 'Please provide details for your custom technology.',
      submit: 'Please provide details for your custom technology',
    },
    price: 'none',
    column: 'technology',
    stores: 'labels',
  },
  {
    id: 'timeline',
    title: 'Expected Project Timeline?',
    label: 'Timeline',
    hint: 'Select one.',
    kind: 'one',
    field: 'timeline',
    // Labels exactly as site spec §3 gives them; the database's CHECK constraint lists the values.
    options: [
      { value: 'urgent', label: 'under 2 weeks', price: 2.4 },
      { value: 'short', label: '1-2 months', price: 1.6 },
      { value: 'medium', label: '3-6 months', price: 1.2 },
      { value: 'flexible', label: 'flexible', price: 1 },
    ],
    // The spec gives no wording for Next here, so Next uses its final-submit message for the same rule.
    required: { next: 'Please select a timeline option', submit: 'Please select a timeline option' },
    price: 'multiply',
    column: 'timeline',
    stores: 'value',
  },
  {
    id: 'budget',
    title: 'What is your budget range?',
    label: 'Budget',
    hint: 'Select one.',
    kind: 'one',
    field: 'budget',
    options: [
      { value: 'small', label: 'under $1,000' },
      { value: 'medium', label: '$1,000-$3,000' },
      { value: 'large', label: '$3,000-$6,000' },
      { value: 'enterprise', label: '$6,000+' },
      { value: 'unsure', label: 'not sure' },
    ],
    required: { next: 'Please select a budget option', submit: 'Please select a budget option' },
    price: 'none',
    column: 'budget',
    stores: 'value',
  },
  { id: 'contact', title: 'Contact Information', label: 'Contact', hint: 'Company and message are optional.', kind: 'contact' },
] as const satisfies readonly QuoteStep[];

type Row = (typeof QUOTE_STEPS)[number];
export type StepId = Row['id'];
export type ChoiceStepId = Exclude<StepId, 'contact'>;

/** The option values of one step, as a type: `OptionId<'timeline'>` is `'urgent' | 'short' | …`. */
export type OptionId<S extends ChoiceStepId> = Extract<Row, { id: S }>['options'][number]['value'];

/** A step's row by id; a typo is a type error. */
export const quoteStep = <S extends StepId>(id: S): Extract<Row, { id: S }> => QUOTE_STEPS.find((step) => step.id === id) as Extract<Row, { id: S }>;

type ChoiceRow = Extract<Row, { kind: 'one' | 'many' }>;
/** The form fields whose step has a `custom` option with a text box. */
export type CustomGroup = Extract<ChoiceRow, { custom: object }>['field'];

/** The choice steps, in order. */
export const CHOICE_STEPS: readonly ChoiceStep[] = QUOTE_STEPS.filter((step): step is ChoiceRow => step.kind !== 'contact');
