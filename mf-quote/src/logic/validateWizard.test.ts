import { describe, expect, it } from 'vitest';
import { MESSAGES } from './constants';
import { EMPTY_FORM, type QuoteForm } from './quoteForm';
import { validateContact, validateSelections, validateStep } from './validateWizard';

const form = (patch: Partial<QuoteForm>): QuoteForm => ({ ...EMPTY_FORM, ...patch });

const COMPLETE: QuoteForm = form({
  services: ['ml_dev'],
  scope: ['research'],
  technologies: ['python'],
  timeline: 'short',
  budget: 'medium',
  name: 'Ada',
  email: 'ada@example.com',
});

describe('validateStep (site spec §5, on Next)', () => {
  it.each([
    ['service', form({}), MESSAGES.selectAtLeastOne],
    ['service', form({ services: ['custom'] }), MESSAGES.customServiceNext],
    ['service', form({ services: ['custom'], servicesCustom: '   ' }), MESSAGES.customServiceNext],
    ['service', form({ services: ['custom'], servicesCustom: ' fraud ' }), null],
    ['service', form({ services: ['gan'] }), null],
    ['scope', form({}), MESSAGES.selectAtLeastOne],
    ['scope', form({ scope: ['custom', 'research'] }), MESSAGES.customScopeNext],
    ['scope', form({ scope: ['custom'], scopeCustom: 'audit' }), null],
    ['technology', form({}), MESSAGES.selectAtLeastOne],
    ['technology', form({ technologies: ['custom'] }), MESSAGES.customTechnologyNext],
    ['technology', form({ technologies: ['python'] }), null],
    ['timeline', form({}), MESSAGES.selectTimeline],
    ['timeline', form({ timeline: 'flexible' }), null],
    ['budget', form({}), MESSAGES.selectBudget],
    ['budget', form({ budget: 'unsure' }), null],
    ['contact', form({}), null],
  ] as const)('%s with %j → %j', (step, f, expected) => {
    expect(validateStep(step, f)).toBe(expected);
  });
});

describe('validateSelections (site spec §5, final submit in order)', () => {
  it('passes a complete form', () => {
    expect(validateSelections(COMPLETE)).toBeNull();
  });

  it('reports each rule in the spec order, fixing one at a time', () => {
    const steps: Array<[Partial<QuoteForm>, string]> = [
      [{ services: ['custom'] }, MESSAGES.selectService],
      [{ servicesCustom: 'fraud detection' }, MESSAGES.customService],
      [{ scope: ['custom'] }, MESSAGES.selectScope],
      [{ scopeCustom: 'audit' }, MESSAGES.customScope],
      [{ technologies: ['custom'] }, MESSAGES.selectTechnology],
      [{ technologiesCustom: 'Rust' }, MESSAGES.customTechnology],
      [{ timeline: 'urgent' }, MESSAGES.selectTimeline],
      [{ budget: 'large' }, MESSAGES.selectBudget],
    ];
    let f = form({});
    for (const [fix, expected] of steps) {
      expect(validateSelections(f)).toBe(expected);
      f = { ...f, ...fix };
    }
    expect(validateSelections(f)).toBeNull();
  });

  it('reports the earliest failing rule when several fail', () => {
    expect(validateSelections(form({ services: ['gan'], technologies: ['custom'] }))).toBe(MESSAGES.selectScope);
    expect(validateSelections(form({ ...COMPLETE, scope: ['custom'], budget: '' }))).toBe(MESSAGES.customScope);
  });
});

describe('validateContact (site spec §5, contact step)', () => {
  it('passes name and a valid e-mail; company and message are optional', () => {
    expect(validateContact(COMPLETE)).toEqual({ errors: {}, message: null });
  });

  it('requires a name: field error "Name is required", banner "Please enter your name"', () => {
    expect(validateContact(form({ ...COMPLETE, name: '  ' }))).toEqual({
      errors: { name: MESSAGES.nameRequired },
      message: MESSAGES.nameFallback,
    });
  });

  it('requires an e-mail: field error "Email is required", banner "Please enter your email"', () => {
    expect(validateContact(form({ ...COMPLETE, email: '' }))).toEqual({
      errors: { email: MESSAGES.emailRequired },
      message: MESSAGES.emailFallback,
    });
  });

  it.each(['ada', 'ada@example', '@example.com', 'ada@.com x', 'a da@example.com'])('rejects %j', (email) => {
    expect(validateContact(form({ ...COMPLETE, email }))).toEqual({
      errors: { email: MESSAGES.emailInvalid },
      message: MESSAGES.emailInvalid,
    });
  });

  it('reports both fields, the name first in the banner', () => {
    expect(validateContact(form({}))).toEqual({
      errors: { name: MESSAGES.nameRequired, email: MESSAGES.emailRequired },
      message: MESSAGES.nameFallback,
    });
  });
});
