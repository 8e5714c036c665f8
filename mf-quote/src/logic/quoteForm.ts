import { CHOICE_STEPS, QUOTE_STEPS, quoteStep, type ChoiceStep, type ChoiceStepId, type CustomGroup, type CustomTextField } from '@portfolio/quote-steps';

export type { CustomGroup };

/*
 * The form's shape is derived from the step table (docs/decisions/011-quote-step-table.md): a step added to
 * QUOTE_STEPS gets its field in QuoteForm and EMPTY_FORM, and its column in the row, with no edit here.
 */
type Row = (typeof QUOTE_STEPS)[number];
type ChoiceRow = Extract<Row, { kind: 'one' | 'many' }>;
/** A step keeps a list when several options can be chosen, or when a custom text can sit beside its choice. */
type ListedRow = Extract<ChoiceRow, { kind: 'many' } | { custom: object }>;
type CustomRow = Extract<ChoiceRow, { custom: object }>;
type OptionValue<R extends ChoiceRow> = R['options'][number]['value'];

/** The contact step's fields, in the order of the form and the row. */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Site spec §3, the wizard's form state: each choice step's field (a list of option values, or one value with
 * '' for "not chosen"), each custom option's text, and the contact fields.
 */
export type QuoteForm = {
  [R in ChoiceRow as R['field']]: R extends ListedRow ? OptionValue<R>[] : OptionValue<R> | '';
} & { [R in CustomRow as R['custom']['field']]: string } & Record<ContactField, string>;

/** The custom_quotes column each choice step is stored in. */
export type ChoiceColumn = ChoiceRow['column'];

/** Whether a step's field is a list (see ListedRow); the type above and the value below follow the same rule. */
export const keepsList = (step: ChoiceStep) => step.kind === 'many' || step.custom !== undefined;

/** The form with nothing chosen or typed, built from the steps. */
export function emptyForm(steps: readonly ChoiceStep[] = CHOICE_STEPS): QuoteForm {
  const fields = steps.flatMap((step): Array<[string, string | string[]]> => [
    [step.field, keepsList(step) ? [] : ''],
    ...(step.custom ? [[step.custom.field, ''] as [string, string]] : []),
  ]);
  return Object.fromEntries([...fields, ...CONTACT_FIELDS.map((field) => [field, ''])]) as QuoteForm;
}

export const EMPTY_FORM: QuoteForm = emptyForm();

/** The groups that have a 'custom' option with a free-text box, and where each keeps its text (from the step table). */
export const CUSTOM_GROUPS = Object.fromEntries(CHOICE_STEPS.flatMap((step) => (step.custom ? [[step.field, step.custom.field]] : []))) as Record<
  CustomGroup,
  CustomTextField
>;

/**
 * Site spec §4, choosing an option of a step (as the step table describes it):
 * - `one`: single choice; choosing the chosen option again deselects it; a listed choice replacing custom clears its text;
 * - `many`: toggles; choosing custom clears the other picks (at that moment; picks added afterwards stay beside it).
 */
export function choose(form: QuoteForm, stepId: ChoiceStepId, id: string): QuoteForm {
  const step: ChoiceStep = quoteStep(stepId);
  if (!keepsList(step)) return { ...form, [step.field]: form[step.field] === id ? '' : id };
  const field = step.field as CustomGroup;
  const current = form[field] as string[];
  if (current.includes(id)) return removeFromGroup(form, field, id);
  if (step.kind === 'one') return { ...form, [field]: [id], [CUSTOM_GROUPS[field]]: id === 'custom' ? form[CUSTOM_GROUPS[field]] : '' };
  if (id === 'custom') return { ...form, [field]: ['custom'] };
  return { ...form, [field]: [...current, id] };
}

/** Removes an option; removing custom (by deselecting it or closing its box) also clears its text. */
export function removeFromGroup(form: QuoteForm, group: CustomGroup, id: string): QuoteForm {
  const next = { ...form, [group]: (form[group] as string[]).filter((x) => x !== id) };
  return id === 'custom' ? { ...next, [CUSTOM_GROUPS[group]]: '' } : next;
}
