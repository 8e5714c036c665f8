/** Spec constants of the quote wizard (site spec §3, §4, §5, §8 and §9), word for word where the spec gives words. */

import {
  QUOTE_BUDGET_IDS,
  QUOTE_BUDGETS,
  QUOTE_TIMELINE_IDS,
  QUOTE_TIMELINES,
  type Option,
  type QuoteBudgetId,
  type QuoteTimelineId,
} from '@portfolio/auth/vocabulary';

export type { Option };

export const SERVICE_IDS = ['ml_dev', 'chatbots', 'gen_ai', 'gan', 'ai_api', 'ai_software', 'ai_mobile', 'custom'] as const;
export const SCOPE_IDS = ['research', 'database_integration', 'model_training', 'integration', 'consultation', 'custom'] as const;
export const TECHNOLOGY_IDS = ['python', 'openai', 'stable_diffusion', 'custom_llm', 'cloud', 'edge_ai', 'no_preference', 'custom'] as const;
/**
 * Timeline and budget are shared with the profile and the inbox, so they are defined once in @portfolio/auth
 * (its React-free vocabulary entry, so browser tests can import these constants too).
 */
export const TIMELINE_IDS = QUOTE_TIMELINE_IDS;
export const BUDGET_IDS = QUOTE_BUDGET_IDS;

export type ServiceId = (typeof SERVICE_IDS)[number];
export type ScopeId = (typeof SCOPE_IDS)[number];
export type TechnologyId = (typeof TECHNOLOGY_IDS)[number];
export type TimelineId = QuoteTimelineId;
export type BudgetId = QuoteBudgetId;

/** The spec does not show these three lists' labels; ours name what each id stands for. */
export const SERVICE_OPTIONS: Option<ServiceId>[] = [
  { value: 'ml_dev', label: 'Machine Learning Development' },
  { value: 'chatbots', label: 'Chatbots & Conversational AI' },
  { value: 'gen_ai', label: 'Generative AI' },
  { value: 'gan', label: 'Generative Adversarial Networks (GANs)' },
  { value: 'ai_api', label: 'AI/ML API Development' },
  { value: 'ai_software', label: 'AI-powered Software Development' },
  { value: 'ai_mobile', label: 'AI-powered Mobile App Development' },
  { value: 'custom', label: 'Custom Service' },
];

export const SCOPE_OPTIONS: Option<ScopeId>[] = [
  { value: 'research', label: 'Research & Feasibility Study' },
  { value: 'database_integration', label: 'Database Integration' },
  { value: 'model_training', label: 'Model Training & Fine-tuning' },
  { value: 'integration', label: 'Integration with Existing Systems' },
  { value: 'consultation', label: 'Consultation' },
  { value: 'custom', label: 'Custom Scope' },
];

export const TECHNOLOGY_OPTIONS: Option<TechnologyId>[] = [
  { value: 'python', label: 'Python' },
  { value: 'openai', label: 'OpenAI API' },
  { value: 'stable_diffusion', label: 'Stable Diffusion' },
  { value: 'custom_llm', label: 'Custom LLM' },
  { value: 'cloud', label: 'Cloud Deployment' },
  { value: 'edge_ai', label: 'Edge AI' },
  { value: 'no_preference', label: 'No Preference' },
  { value: 'custom', label: 'Custom Technology' },
];

export const TIMELINE_OPTIONS = QUOTE_TIMELINES;
export const BUDGET_OPTIONS = QUOTE_BUDGETS;

export const STEP_IDS = ['service', 'scope', 'technology', 'timeline', 'budget', 'contact'] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface StepInfo {
  id: StepId;
  /** Site spec §2.3 title, shown as the step's heading. */
  title: string;
  /** Short name for the progress labels and circles. */
  label: string;
  /** The spec's selection hint in parentheses, written out for the visitor. */
  hint: string;
}

export const STEPS: StepInfo[] = [
  { id: 'service', title: 'What type of AI/ML service do you need?', label: 'Service', hint: 'Select one.' },
  { id: 'scope', title: 'What is the scope of your project?', label: 'Scope', hint: 'Select all that apply.' },
  {
    id: 'technology',
    title: 'What technologies or frameworks do you prefer?',
    label: 'Technology',
    hint: 'Select all that apply.',
  },
  { id: 'timeline', title: 'Expected Project Timeline?', label: 'Timeline', hint: 'Select one.' },
  { id: 'budget', title: 'What is your budget range?', label: 'Budget', hint: 'Select one.' },
  { id: 'contact', title: 'Contact Information', label: 'Contact', hint: 'Company and message are optional.' },
];

/** Site spec §9: the wizard has 6 steps. */
export const STEP_COUNT = 6;

/** Site spec §9: quote modal closes 1500 ms after success; site spec §4: the quote toast closes after 5 s. */
export const CLOSE_AFTER_SUCCESS_MS = 1500;
export const QUOTE_TOAST_DURATION_MS = 5000;

/** Site spec §9, estimated price range. */
export const SERVICE_MODIFIERS: Record<ServiceId, number> = {
  ml_dev: 1000,
  chatbots: 500,
  gen_ai: 500,
  gan: 500,
  ai_api: 500,
  ai_software: 500,
  ai_mobile: 500,
  custom: 500,
};

export const SCOPE_MODIFIERS: Record<ScopeId, number> = {
  research: 1000,
  database_integration: 1000,
  model_training: 1000,
  integration: 1000,
  consultation: 500,
  custom: 1000,
};

export const TIMELINE_MULTIPLIERS: Record<TimelineId, number> = {
  urgent: 2.4,
  short: 1.6,
  medium: 1.2,
  flexible: 1,
};

/** Site spec §9 lists these but the estimate does not use them; kept for reference and so nobody re-adds them by guess. */
export const TECHNOLOGY_MODIFIERS: Record<TechnologyId, number> = {
  python: 1000,
  openai: 1500,
  stable_diffusion: 2000,
  custom_llm: 3000,
  cloud: 1500,
  edge_ai: 2000,
  no_preference: 500,
  custom: 1500,
};

export const MINIMUM_ESTIMATE = 500;
export const MAX_FACTOR = 1.2;
export const MIN_FACTOR = 0.8;
export const ROUND_TO = 100;

/** Site spec §5 and §8: wizard messages. */
export const MESSAGES = {
  selectAtLeastOne: 'Please select at least one option before proceeding.',
  customServiceNext: 'Please provide details for your custom service.',
  customScopeNext: 'Please provide details for your custom scope.',
  customTechnologyNext: 'Please provide details for your custom technology.',
  selectService: 'Please select a service',
  customService: 'Please provide details for your custom service',
  selectScope: 'Please select at least one scope option',
  customScope: 'Please provide details for your custom scope',
  selectTechnology: 'Please select at least one technology option',
  customTechnology: 'Please provide details for your custom technology',
  selectTimeline: 'Please select a timeline option',
  selectBudget: 'Please select a budget option',
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
