import { describe, expect, it, vi } from 'vitest';
import type { QuoteRowInsert } from './quoteRow';
import { submitErrorMessage, submitQuote, type QuoteBackend } from './submitQuote';

const row = (userId: string | null) => ({ user_id: userId }) as QuoteRowInsert;

const backend = (patch: Partial<QuoteBackend> = {}): QuoteBackend => ({
  currentUserId: async () => null,
  insertQuote: async () => ({ error: null }),
  ...patch,
});

describe('submitQuote', () => {
  it('reads the session, then inserts the row built with that user id', async () => {
    const insertQuote = vi.fn(async () => ({ error: null }));
    const result = await submitQuote(row, backend({ currentUserId: async () => 'user-7', insertQuote }));
    expect(result).toEqual({ ok: true });
    expect(insertQuote).toHaveBeenCalledWith({ user_id: 'user-7' });
  });

  it('inserts with a null user id for a visitor', async () => {
    const insertQuote = vi.fn(async () => ({ error: null }));
    await submitQuote(row, backend({ insertQuote }));
    expect(insertQuote).toHaveBeenCalledWith({ user_id: null });
  });

  it("reports a human backend message as it is", async () => {
    const result = await submitQuote(
      row,
      backend({ insertQuote: async () => ({ error: { code: 'PT429', message: 'Too many submissions from this e-mail address. Please try again in a few minutes.' } }) }),
    );
    expect(result).toEqual({
      ok: false,
      message: 'Error submitting form: Too many submissions from this e-mail address. Please try again in a few minutes.',
    });
  });

  it('maps a check violation to a visitor message, with no relation or constraint name', async () => {
    const error = { code: '23514', message: 'new row for relation "custom_quotes" violates check constraint "custom_quotes_name_present"' };
    const result = await submitQuote(row, backend({ insertQuote: async () => ({ error }) }));
    expect(result).toEqual({ ok: false, message: 'Error submitting form: Name is required and must be at most 200 characters.' });
  });

  it("falls back to 'Unknown error' when the error has no message", async () => {
    const result = await submitQuote(row, backend({ insertQuote: async () => ({ error: {} }) }));
    expect(result).toEqual({ ok: false, message: 'Error submitting form: Unknown error' });
  });

  it('turns a thrown error into the same message', async () => {
    const failing = backend({
      currentUserId: async () => {
        throw new Error('network down');
      },
    });
    expect(await submitQuote(row, failing)).toEqual({ ok: false, message: 'Error submitting form: network down' });
    // A rejection that is not an Error is the very case under test.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const weird = backend({ insertQuote: () => Promise.reject('nope') });
    expect(await submitQuote(row, weird)).toEqual({ ok: false, message: 'Error submitting form: Unknown error' });
  });

  it('reports a missing backend client without calling anything', async () => {
    const currentUserId = vi.fn(async () => null);
    const result = await submitQuote(row, backend({ currentUserId, insertQuote: null }));
    expect(result).toEqual({
      ok: false,
      message: 'Error submitting form: Database connection error. Please try again later.',
    });
    expect(currentUserId).not.toHaveBeenCalled();
  });
});

describe('submitErrorMessage', () => {
  it('prefixes the message, or says Unknown error', () => {
    expect(submitErrorMessage('x')).toBe('Error submitting form: x');
    expect(submitErrorMessage('')).toBe('Error submitting form: Unknown error');
    expect(submitErrorMessage(undefined)).toBe('Error submitting form: Unknown error');
  });
});
