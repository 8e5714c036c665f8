import { describe, expect, it } from 'vitest';
import { parseDraft, serializeDraft } from './quoteDraft';
import { EMPTY_FORM } from './quoteForm';

describe('quote draft', () => {
  it('round-trips the form, step and furthest step', () => {
    const draft = { form: { ...EMPTY_FORM, services: ['ml_dev' as const], name: 'Ada' }, step: 2, furthest: 3 };
    expect(parseDraft(serializeDraft(draft))).toEqual(draft);
  });

  it('stores nothing for an untouched wizard', () => {
    expect(serializeDraft({ form: EMPTY_FORM, step: 0, furthest: 0 })).toBeNull();
  });

  it('ignores missing, damaged or foreign data', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('42')).toBeNull();
    expect(parseDraft('{"step":1}')).toBeNull();
  });

  it('keeps only well-typed fields and steps within the wizard', () => {
    const parsed = parseDraft(JSON.stringify({ form: { name: 7, email: 'a@b.co', services: 'x' }, step: 9, furthest: -1 }));
    expect(parsed).toEqual({ form: { ...EMPTY_FORM, email: 'a@b.co' }, step: 0, furthest: 0 });
  });

  it('never restores a step beyond the furthest one reached', () => {
    expect(parseDraft(JSON.stringify({ form: EMPTY_FORM, step: 4, furthest: 2 }))?.step).toBe(2);
  });
});
