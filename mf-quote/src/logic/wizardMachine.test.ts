import { describe, expect, it } from 'vitest';
import { MESSAGES, STEP_COUNT } from './constants';
import { EMPTY_FORM, type QuoteForm } from './quoteForm';
import { INITIAL_STATE, progressPercent, wizardReducer, type WizardAction, type WizardState } from './wizardMachine';

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const at = (patch: Partial<WizardState>, form: Partial<QuoteForm> = {}): WizardState => ({
  ...INITIAL_STATE,
  ...patch,
  form: { ...EMPTY_FORM, ...form },
});

const FILLED: Partial<QuoteForm> = {
  services: ['ml_dev'],
  scope: ['research'],
  technologies: ['python'],
  timeline: 'short',
  budget: 'medium',
  name: 'Ada',
  email: 'ada@example.com',
};
const NEXT: WizardAction = { type: 'next' };

describe('steps: Next, Previous, furthest reached (site spec §4)', () => {
  it('walks forward through all six steps when each validates, raising the furthest step', () => {
    let s = at({}, FILLED);
    for (let i = 1; i < STEP_COUNT; i++) {
      s = wizardReducer(s, NEXT);
      expect(s).toMatchObject({ step: i, furthest: i, message: '' });
    }
    expect(wizardReducer(s, NEXT)).toBe(s);
  });

  it('stays on a step that does not validate and shows the message', () => {
    expect(run(INITIAL_STATE, NEXT)).toMatchObject({ step: 0, furthest: 0, message: MESSAGES.selectAtLeastOne });
    const onTimeline = at({ step: 3, furthest: 3 }, { ...FILLED, timeline: '' });
    expect(run(onTimeline, NEXT)).toMatchObject({ step: 3, message: MESSAGES.selectTimeline });
  });

  it('Previous goes back one step, never before the first, and keeps the furthest step', () => {
    const s = run(at({ step: 3, furthest: 3 }, FILLED), { type: 'previous' });
    expect(s).toMatchObject({ step: 2, furthest: 3 });
    expect(run(INITIAL_STATE, { type: 'previous' })).toBe(INITIAL_STATE);
  });

  it('moving forward below the furthest step does not lower it', () => {
    const s = run(at({ step: 1, furthest: 4 }, FILLED), NEXT);
    expect(s).toMatchObject({ step: 2, furthest: 4 });
  });

  it('jumps by label only to steps at or before the furthest reached', () => {
    const s = at({ step: 1, furthest: 3 }, FILLED);
    expect(run(s, { type: 'goTo', step: 3 })).toMatchObject({ step: 3 });
    expect(run(s, { type: 'goTo', step: 0 })).toMatchObject({ step: 0 });
    expect(run(s, { type: 'goTo', step: 4 })).toBe(s);
    expect(run(s, { type: 'goTo', step: -1 })).toBe(s);
  });

  it('a successful move clears a message; a jump does not validate', () => {
    const s = at({ step: 2, furthest: 4, message: MESSAGES.selectAtLeastOne });
    expect(run(s, { type: 'goTo', step: 4 })).toMatchObject({ step: 4, message: '' });
    expect(run(s, { type: 'previous' })).toMatchObject({ step: 1, message: '' });
  });

  it('progress is the step number ÷ 6', () => {
    expect([0, 1, 2, 3, 4, 5].map(progressPercent)).toEqual([100 / 6, 200 / 6, 50, 400 / 6, 500 / 6, 100]);
  });
});

describe('editing (site spec §4: editing any field clears the displayed message)', () => {
  const withMessage = at({ message: MESSAGES.selectAtLeastOne }, { services: ['custom'] });
  it.each<WizardAction>([
    { type: 'choose', step: 'service', id: 'gan' },
    { type: 'choose', step: 'scope', id: 'research' },
    { type: 'choose', step: 'technology', id: 'openai' },
    { type: 'setCustomText', group: 'services', value: 'x' },
    { type: 'closeCustom', group: 'services' },
    { type: 'choose', step: 'timeline', id: 'urgent' },
    { type: 'choose', step: 'budget', id: 'small' },
    { type: 'setContact', field: 'company', value: 'Acme' },
  ])('%j clears the message', (action) => {
    expect(wizardReducer(withMessage, action).message).toBe('');
  });

  it('routes each edit to the form', () => {
    const s = run(
      INITIAL_STATE,
      { type: 'choose', step: 'service', id: 'custom' },
      { type: 'setCustomText', group: 'services', value: 'fraud' },
      { type: 'choose', step: 'scope', id: 'custom' },
      { type: 'setCustomText', group: 'scope', value: 'audit' },
      { type: 'closeCustom', group: 'scope' },
      { type: 'choose', step: 'technology', id: 'cloud' },
      { type: 'choose', step: 'timeline', id: 'medium' },
      { type: 'choose', step: 'budget', id: 'enterprise' },
      { type: 'setContact', field: 'name', value: 'Ada' },
      { type: 'setContact', field: 'message', value: 'Hi' },
    );
    expect(s.form).toEqual({
      ...EMPTY_FORM,
      services: ['custom'],
      servicesCustom: 'fraud',
      technologies: ['cloud'],
      timeline: 'medium',
      budget: 'enterprise',
      name: 'Ada',
      message: 'Hi',
    });
  });

  it("editing a contact field clears that field's error only", () => {
    const s = at({ step: 5, furthest: 5, fieldErrors: { name: MESSAGES.nameRequired, email: MESSAGES.emailRequired } });
    expect(run(s, { type: 'setContact', field: 'name', value: 'A' }).fieldErrors).toEqual({ email: MESSAGES.emailRequired });
    expect(run(s, { type: 'setContact', field: 'email', value: 'a' }).fieldErrors).toEqual({ name: MESSAGES.nameRequired });
    expect(run(s, { type: 'setContact', field: 'company', value: 'a' }).fieldErrors).toEqual(s.fieldErrors);
  });
});

describe('submit (site spec §4 and §5)', () => {
  const onContact = (form: Partial<QuoteForm>) => at({ step: 5, furthest: 5 }, form);
  const SUBMIT: WizardAction = { type: 'submit' };

  it('checks the selections first, in order', () => {
    expect(run(onContact({ ...FILLED, services: [] }), SUBMIT)).toMatchObject({
      status: 'idle',
      message: MESSAGES.selectService,
    });
    expect(run(onContact({ ...FILLED, budget: '', name: '' }), SUBMIT)).toMatchObject({
      message: MESSAGES.selectBudget,
      fieldErrors: {},
    });
  });

  it('then the contact fields, with field errors and the fallback in the banner', () => {
    expect(run(onContact({ ...FILLED, name: '', email: 'nope' }), SUBMIT)).toMatchObject({
      status: 'idle',
      message: MESSAGES.nameFallback,
      fieldErrors: { name: MESSAGES.nameRequired, email: MESSAGES.emailInvalid },
    });
  });

  it('starts submitting with "Submitting your request..." when everything is valid', () => {
    expect(run(onContact(FILLED), SUBMIT)).toMatchObject({ status: 'submitting', message: MESSAGES.submitting });
  });

  it('does nothing on other steps', () => {
    const s = at({ step: 2, furthest: 5 }, FILLED);
    expect(run(s, SUBMIT)).toBe(s);
  });

  it('succeeds with the thank-you message', () => {
    expect(run(onContact(FILLED), SUBMIT, { type: 'submitSucceeded' })).toMatchObject({
      status: 'succeeded',
      message: MESSAGES.success,
    });
  });

  it('fails back to idle with the error, keeping the form', () => {
    const s = run(onContact(FILLED), SUBMIT, { type: 'submitFailed', message: `${MESSAGES.submitErrorPrefix}nope` });
    expect(s).toMatchObject({ status: 'idle', message: `${MESSAGES.submitErrorPrefix}nope`, step: 5 });
    expect(s.form).toEqual({ ...EMPTY_FORM, ...FILLED });
  });

  it('ignores edits, navigation and a second submit while submitting or after success', () => {
    const submitting = run(onContact(FILLED), SUBMIT);
    const succeeded = run(submitting, { type: 'submitSucceeded' });
    for (const s of [submitting, succeeded]) {
      for (const action of [
        SUBMIT,
        NEXT,
        { type: 'previous' },
        { type: 'goTo', step: 0 },
        { type: 'setContact', field: 'name', value: 'B' },
      ] as WizardAction[]) {
        expect(wizardReducer(s, action)).toBe(s);
      }
    }
  });

  it('ignores an outcome when nothing is being submitted', () => {
    const s = onContact(FILLED);
    expect(run(s, { type: 'submitSucceeded' })).toBe(s);
    expect(run(s, { type: 'submitFailed', message: 'x' })).toBe(s);
  });
});

describe('opening and resetting', () => {
  it('reopening keeps the form and the step but drops a stale message', () => {
    const s = at({ step: 2, furthest: 3, message: MESSAGES.selectAtLeastOne }, FILLED);
    expect(run(s, { type: 'opened' })).toEqual({ ...s, message: '' });
  });

  it('reopening after a success starts afresh; while submitting it changes nothing', () => {
    const submitting = run(at({ step: 5, furthest: 5 }, FILLED), { type: 'submit' });
    expect(run(submitting, { type: 'opened' })).toBe(submitting);
    expect(run(submitting, { type: 'submitSucceeded' }, { type: 'opened' })).toEqual(INITIAL_STATE);
  });

  it('reset returns to the initial state', () => {
    expect(run(at({ step: 4, furthest: 5 }, FILLED), { type: 'reset' })).toEqual(INITIAL_STATE);
  });
});

describe('restore (issue 14 draft)', () => {
  const draft = { form: { ...INITIAL_STATE.form, services: ['gan' as const] }, step: 1, furthest: 1 };
  it('fills an untouched wizard', () => {
    expect(wizardReducer(INITIAL_STATE, { type: 'restore', draft })).toMatchObject(draft);
  });
  it('never overwrites what the visitor already did in this page', () => {
    const touched = wizardReducer(INITIAL_STATE, { type: 'choose', step: 'service', id: 'ml_dev' });
    expect(wizardReducer(touched, { type: 'restore', draft })).toBe(touched);
  });
});
