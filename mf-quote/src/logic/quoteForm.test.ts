import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, removeFromGroup, toggleMulti, toggleService, toggleSingle, type QuoteForm } from './quoteForm';

const form = (patch: Partial<QuoteForm>): QuoteForm => ({ ...EMPTY_FORM, ...patch });

describe('service selection (single choice)', () => {
  it('chooses one service and replaces it with the next choice', () => {
    const a = toggleService(EMPTY_FORM, 'ml_dev');
    expect(a.services).toEqual(['ml_dev']);
    expect(toggleService(a, 'chatbots').services).toEqual(['chatbots']);
  });

  it('deselects the chosen service when clicked again', () => {
    expect(toggleService(form({ services: ['gan'] }), 'gan').services).toEqual([]);
  });

  it('choosing custom clears the other pick and keeps any text typed', () => {
    expect(toggleService(form({ services: ['gan'] }), 'custom')).toMatchObject({ services: ['custom'] });
  });

  it('deselecting custom, or replacing it, clears its text', () => {
    const custom = form({ services: ['custom'], servicesCustom: 'fraud detection' });
    expect(toggleService(custom, 'custom')).toMatchObject({ services: [], servicesCustom: '' });
    expect(toggleService(custom, 'ai_api')).toMatchObject({ services: ['ai_api'], servicesCustom: '' });
  });

  it('closing the custom box removes custom and clears its text', () => {
    const custom = form({ services: ['custom'], servicesCustom: 'fraud detection' });
    expect(removeFromGroup(custom, 'services', 'custom')).toMatchObject({ services: [], servicesCustom: '' });
  });
});

describe('scope and technology selection (multi-select)', () => {
  it('adds and removes options independently', () => {
    let f = toggleMulti(EMPTY_FORM, 'scope', 'research');
    f = toggleMulti(f, 'scope', 'consultation');
    expect(f.scope).toEqual(['research', 'consultation']);
    expect(toggleMulti(f, 'scope', 'research').scope).toEqual(['consultation']);
  });

  it('choosing custom clears the other picks; options chosen afterwards join it', () => {
    const f = toggleMulti(form({ technologies: ['python', 'cloud'] }), 'technologies', 'custom');
    expect(f.technologies).toEqual(['custom']);
    expect(toggleMulti(f, 'technologies', 'openai').technologies).toEqual(['custom', 'openai']);
  });

  it('deselecting custom or closing its box clears its text and keeps the other picks', () => {
    const f = form({ scope: ['custom', 'research'], scopeCustom: 'a data audit' });
    expect(toggleMulti(f, 'scope', 'custom')).toMatchObject({ scope: ['research'], scopeCustom: '' });
    expect(removeFromGroup(f, 'scope', 'custom')).toMatchObject({ scope: ['research'], scopeCustom: '' });
  });

  it('removing a non-custom option keeps the custom text', () => {
    const f = form({ technologies: ['custom', 'python'], technologiesCustom: 'Rust' });
    expect(toggleMulti(f, 'technologies', 'python')).toMatchObject({ technologies: ['custom'], technologiesCustom: 'Rust' });
  });
});

describe('timeline and budget', () => {
  it('choose one and toggle off when clicked again', () => {
    const f = toggleSingle(EMPTY_FORM, 'timeline', 'urgent');
    expect(f.timeline).toBe('urgent');
    expect(toggleSingle(f, 'timeline', 'short').timeline).toBe('short');
    expect(toggleSingle(f, 'timeline', 'urgent').timeline).toBe('');
    const b = toggleSingle(EMPTY_FORM, 'budget', 'unsure');
    expect(b.budget).toBe('unsure');
    expect(toggleSingle(b, 'budget', 'unsure').budget).toBe('');
  });
});
