import { describe, expect, it, vi } from 'vitest';
import type { QuoteInsert } from '@portfolio/auth';
import { fakeSupabase, type FakeAnswer } from '@portfolio/auth/testing';
import { MESSAGES } from './constants';
import { submitErrorMessage, submitQuote } from './submitQuote';

const row = (userId: string | null) => ({ user_id: userId }) as QuoteInsert;

/** The wizard's dependencies with the shared fake client answering the insert. */
function deps(insert?: FakeAnswer, userId: () => Promise<string | null> = async () => null) {
  const fake = fakeSupabase(insert ? { insert } : {});
  return { fake, deps: { client: fake.client, userId } };
}

describe('submitQuote', () => {
  it('reads the session, then inserts the row built with that user id', async () => {
    const { fake, deps: d } = deps(undefined, async () => 'user-7');
    expect(await submitQuote(d, row)).toEqual({ ok: true });
    expect(fake.requests.map((r) => [r.op, r.table, r.payload])).toEqual([['insert', 'custom_quotes', { user_id: 'user-7' }]]);
  });

  it('inserts with a null user id for a visitor', async () => {
    const { fake, deps: d } = deps();
    await submitQuote(d, row);
    expect(fake.requests[0]!.payload).toEqual({ user_id: null });
  });

  it('reports a human backend message as it is', async () => {
    const message = 'Too many submissions from this e-mail address. Please try again in a few minutes.';
    const { deps: d } = deps({ error: { code: 'PT429', message } });
    expect(await submitQuote(d, row)).toEqual({ ok: false, error: `${MESSAGES.submitErrorPrefix}${message}` });
  });

  it('maps a check violation to a visitor message, with no relation or constraint name', async () => {
    const error = { code: '23514', message: 'new row for relation "custom_quotes" violates check constraint "custom_quotes_name_present"' };
    const { deps: d } = deps({ error });
    expect(await submitQuote(d, row)).toEqual({
      ok: false,
      error: `${MESSAGES.submitErrorPrefix}Name is required and must be at most 200 characters.`,
    });
  });

  it("falls back to 'Unknown error' when the error has no message", async () => {
    const { deps: d } = deps({ error: {} });
    expect(await submitQuote(d, row)).toEqual({ ok: false, error: `${MESSAGES.submitErrorPrefix}${MESSAGES.unknownError}` });
  });

  it('turns a thrown error into the same message', async () => {
    const failing = deps(undefined, async () => {
      throw new Error('network down');
    });
    expect(await submitQuote(failing.deps, row)).toEqual({ ok: false, error: `${MESSAGES.submitErrorPrefix}network down` });
    // A rejection that is not an Error (held back until the insert asks for it).
    const weird = deps({ then: (_resolve: unknown, reject: (reason: unknown) => void) => reject('nope') } as FakeAnswer);
    expect(await submitQuote(weird.deps, row)).toEqual({ ok: false, error: `${MESSAGES.submitErrorPrefix}${MESSAGES.unknownError}` });
  });

  it('reports a missing backend client without calling anything', async () => {
    const userId = vi.fn(async () => null);
    expect(await submitQuote({ client: null, userId }, row)).toEqual({
      ok: false,
      error: `${MESSAGES.submitErrorPrefix}${MESSAGES.noDatabase}`,
    });
    expect(userId).not.toHaveBeenCalled();
  });
});

describe('submitErrorMessage', () => {
  it('prefixes the message, or says Unknown error', () => {
    expect(submitErrorMessage('x')).toBe(`${MESSAGES.submitErrorPrefix}x`);
    expect(submitErrorMessage('')).toBe(`${MESSAGES.submitErrorPrefix}${MESSAGES.unknownError}`);
    expect(submitErrorMessage(undefined)).toBe(`${MESSAGES.submitErrorPrefix}${MESSAGES.unknownError}`);
  });
});
