import { describe, expect, it } from 'vitest';
import { CHOICE_STEPS, quoteStep, type ChoiceStep } from '@portfolio/quote-steps';
import { CONTACT_FIELDS, EMPTY_FORM, choose, emptyForm, removeFromGroup, type QuoteForm } from './quoteForm';

const form = (patch: Partial<QuoteForm>): QuoteForm => ({ ...EMPTY_FORM, ...patch });

describe('the form, from the step table', () => {
  const NO_CONTACT = { name: '', email: '', company: '', message: '' };
  /** A step the table does not have (yet), shaped like the budget row. */
  const newStep = (patch: object) => ({ ...quoteStep('budget'), id: 'team', field: 'team', column: 'team', ...patch }) as unknown as ChoiceStep;

  it('gives a new step its field: one value when it takes one option, a list when it takes several', () => {
    expect(emptyForm([newStep({ kind: 'one' })])).toEqual({ team: '', ...NO_CONTACT });
    expect(emptyForm([newStep({ kind: 'many' })])).toEqual({ team: [], ...NO_CONTACT });
  });

  it('gives a step with a custom option a list and the text box its field', () => {
    const custom = { field: 'teamCustom', what: 'team', next: 'n', submit: 's' };
    expect(emptyForm([newStep({ kind: 'one', custom })])).toEqual({ team: [], teamCustom: '', ...NO_CONTACT });
  });

  it('holds every step of the table, each custom text and the contact fields, and nothing else', () => {
    const fields = CHOICE_STEPS.flatMap((step) => [step.field, ...(step.custom ? [step.custom.field] : [])]);
    expect(Object.keys(EMPTY_FORM)).toEqual([...fields, ...CONTACT_FIELDS]);
    expect(EMPTY_FORM).toMatchObject({ services: [], scope: [], technologies: [], timeline: '', budget: '', servicesCustom: '' });
  });
});

describe('service selection (single choice)', () => {
  it('chooses one service and replaces it with the next choice', () => {
    const a = choose(EMPTY_FORM, 'service', 'ml_dev');
    expect(a.services).toEqual(['ml_dev']);
    expect(choose(a, 'service', 'chatbots').services).toEqual(['chatbots']);
  });

  it('deselects the chosen service when clicked again', () => {
    expect(choose(form({ services: ['gan'] }), 'service', 'gan').services).toEqual([]);
  });

  it('choosing custom clears the other pick and keeps any text typed', () => {
    expect(choose(form({ services: ['gan'] }), 'service', 'custom')).toMatchObject({ services: ['custom'] });
  });

  it('deselecting custom, or replacing it, clears its text', () => {
    const custom = form({ services: ['custom'], servicesCustom: 'fraud detection' });
    expect(choose(custom, 'service', 'custom')).toMatchObject({ services: [], servicesCustom: '' });
    expect(choose(custom, 'service', 'ai_api')).toMatchObject({ services: ['ai_api'], servicesCustom: '' });
  });

  it('closing the custom box removes custom and clears its text', () => {
    const custom = form({ services: ['custom'], servicesCustom: 'fraud detection' });
    expect(removeFromGroup(custom, 'services', 'custom')).toMatchObject({ services: [], servicesCustom: '' });
  });
});

describe('scope and technology selection (multi-select)', () => {
  it('adds and removes options independently', () => {
    let f = choose(EMPTY_FORM, 'scope', 'research');
    f = choose(f, 'scope', 'consultation');
    expect(f.scope).toEqual(['research', 'consultation']);
    expect(choose(f, 'scope', 'research').scope).toEqual(['consultation']);
  });

  it('choosing custom clears the other picks; options chosen afterwards join it', () => {
    const f = choose(form({ technologies: ['python', 'cloud'] }), 'technology', 'custom');
    expect(f.technologies).toEqual(['custom']);
    expect(choose(f, 'technology', 'openai').technologies).toEqual(['custom', 'openai']);
  });

  it('deselecting custom or closing its box clears its text and keeps the other picks', () => {
    const f = form({ scope: ['custom', 'research'], scopeCustom: 'a data audit' });
    expect(choose(f, 'scope', 'custom')).toMatchObject({ scope: ['research'], scopeCustom: '' });
    expect(removeFromGroup(f, 'scope', 'custom')).toMatchObject({ scope: ['research'], scopeCustom: '' });
  });

  it('removing a non-custom option keeps the custom text', () => {
    const f = form({ technologies: ['custom', 'python'], technologiesCustom: 'Rust' });
    expect(choose(f, 'technology', 'python')).toMatchObject({ technologies: ['custom'], technologiesCustom: 'Rust' });
  });
});

describe('timeline and budget', () => {
  it('choose one and toggle off when clicked again', () => {
    const f = choose(EMPTY_FORM, 'timeline', 'urgent');
    expect(f.timeline).toBe('urgent');
    expect(choose(f, 'timeline', 'short').timeline).toBe('short');
    expect(choose(f, 'timeline', 'urgent').timeline).toBe('');
    const b = choose(EMPTY_FORM, 'budget', 'unsure');
    expect(b.budget).toBe('unsure');
    expect(choose(b, 'budget', 'unsure').budget).toBe('');
  });
});
