import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSupabase, installFakeSupabase, resetSupabase } from '@portfolio/auth/testing';
import { ERROR_MESSAGES, useToast } from '@portfolio/ui';
import { MESSAGES } from '../../logic/constants';
import { createQuoteWizardStore } from './quoteWizardStore';

const toasts = () => useToast.getState().queue.map(({ message, type, durationMs }) => ({ message, type, durationMs }));

function fillToContact(store: ReturnType<typeof createQuoteWizardStore>) {
  const { dispatch } = store.getState();
  dispatch({ type: 'choose', step: 'service', id: 'ml_dev' });
  dispatch({ type: 'next' });
  dispatch({ type: 'choose', step: 'scope', id: 'research' });
  dispatch({ type: 'next' });
  dispatch({ type: 'choose', step: 'technology', id: 'python' });
  dispatch({ type: 'next' });
  dispatch({ type: 'choose', step: 'timeline', id: 'short' });
  dispatch({ type: 'next' });
  dispatch({ type: 'choose', step: 'budget', id: 'small' });
  dispatch({ type: 'next' });
  dispatch({ type: 'setContact', field: 'name', value: 'Ada' });
  dispatch({ type: 'setContact', field: 'email', value: 'ada@example.com' });
}

beforeEach(() => useToast.setState({ queue: [] }));
afterEach(resetSupabase);

describe('useQuoteWizard store', () => {
  it('shows a validation message as an error toast of 5 s', () => {
    const store = createQuoteWizardStore();
    store.getState().dispatch({ type: 'next' });
    expect(store.getState().message).toBe(MESSAGES.selectAtLeastOne);
    expect(toasts()).toEqual([{ message: MESSAGES.selectAtLeastOne, type: 'error', durationMs: 5000 }]);
  });

  it('replaces its own previous toast instead of queueing repeats', () => {
    const store = createQuoteWizardStore();
    store.getState().dispatch({ type: 'next' });
    store.getState().dispatch({ type: 'next' });
    expect(toasts()).toHaveLength(1);
  });

  it('does not toast edits (they clear the banner)', () => {
    const store = createQuoteWizardStore();
    store.getState().dispatch({ type: 'next' });
    useToast.setState({ queue: [] });
    store.getState().dispatch({ type: 'choose', step: 'service', id: 'gan' });
    expect(store.getState().message).toBe('');
    expect(toasts()).toEqual([]);
  });

  it('submits: submitting message, insert with the session user, thank-you success toast', async () => {
    const fake = installFakeSupabase(fakeSupabase({}, { userId: 'user-1' }))!;
    const store = createQuoteWizardStore();
    fillToContact(store);
    const pending = store.getState().submit();
    expect(store.getState()).toMatchObject({ status: 'submitting', message: MESSAGES.submitting });
    expect(await pending).toEqual({});
    expect(fake.requests.map((r) => [r.op, r.table])).toEqual([['insert', 'custom_quotes']]);
    expect(fake.requests[0]!.payload).toEqual(
      expect.objectContaining({ user_id: 'user-1', service: 'Machine Learning Development', timeline: 'short', budget: 'small' }),
    );
    expect(store.getState()).toMatchObject({ status: 'succeeded', message: MESSAGES.success });
    expect(toasts()).toEqual([{ message: MESSAGES.success, type: 'success', durationMs: 5000 }]);
  });

  it('sends one quote for submits made while one is in flight, and none after it succeeded', async () => {
    const fake = installFakeSupabase(fakeSupabase({}, { userId: null }))!;
    const store = createQuoteWizardStore();
    fillToContact(store);
    const { submit } = store.getState();
    await Promise.all([submit(), submit(), submit()]);
    await submit();
    expect(fake.requests.filter((r) => r.op === 'insert')).toHaveLength(1);
    expect(store.getState().status).toBe('succeeded');
  });

  it('reports a failed insert as an error toast and stays on the form', async () => {
    installFakeSupabase(fakeSupabase({ insert: { error: { code: '42501', message: 'new row violates row-level security policy' } } }, { userId: null }));
    const store = createQuoteWizardStore();
    fillToContact(store);
    await store.getState().submit();
    const message = `${MESSAGES.submitErrorPrefix}${ERROR_MESSAGES.permission}`;
    expect(store.getState()).toMatchObject({ status: 'idle', step: 5, message });
    expect(toasts()).toEqual([{ message, type: 'error', durationMs: 5000 }]);
  });

  it('does not call the backend when validation fails', async () => {
    const fake = installFakeSupabase(fakeSupabase())!;
    const store = createQuoteWizardStore();
    fillToContact(store);
    store.getState().dispatch({ type: 'setContact', field: 'email', value: 'not-an-email' });
    expect(await store.getState().submit()).toEqual({ email: MESSAGES.emailInvalid });
    expect(fake.requests).toEqual([]);
    expect(store.getState()).toMatchObject({ message: MESSAGES.emailInvalid, fieldErrors: { email: MESSAGES.emailInvalid } });
    expect(toasts()).toEqual([{ message: MESSAGES.emailInvalid, type: 'error', durationMs: 5000 }]);
  });
});
