import { describe, expect, it } from 'vitest';
import { NEWSLETTER_SEND_COPY as COPY } from './constants';
import type { PublishedNote } from './publishedNotes';
import { anyGoing, noteSendRows, sendErrorMessage, sendFacts, sendState, type NoteSend } from './sendReport';

const note = (slug: string, title = slug): PublishedNote => ({ slug, title, summary: `${title} in short`, date: '2026-11-10T00:00:00.000Z' });

const send = (slug: string, over: Partial<NoteSend> = {}): NoteSend => ({
  id: `id-${slug}`,
  slug,
  title: slug,
  summary: 'In short',
  created_at: '2026-11-20T10:00:00.000Z',
  recipients: 120,
  queued: 120,
  batch_size: 50,
  batches_total: 3,
  batches_done: 3,
  delivered: 120,
  failed: 0,
  finished_at: '2026-11-20T10:05:00.000Z',
  ...over,
});

const day = (iso: string) => iso.slice(0, 10);

describe('the rows of the send section', () => {
  it('lists the published notes in the feed order with their sends, then sends of notes no longer published', () => {
    const rows = noteSendRows(
      [note('b'), note('a')],
      [send('a'), send('gone-old', { created_at: '2026-10-01T00:00:00.000Z' }), send('gone-new', { created_at: '2026-11-01T00:00:00.000Z' })],
    );
    expect(rows.map((r) => [r.slug, r.note !== null, r.send?.id ?? null])).toEqual([
      ['b', true, null],
      ['a', true, 'id-a'],
      ['gone-new', false, 'id-gone-new'],
      ['gone-old', false, 'id-gone-old'],
    ]);
  });
});

describe('what the owner reads of a send', () => {
  it('a finished send: when, how many, batches, delivered', () => {
    expect(sendState(send('a'))).toBe('sent');
    expect(sendFacts(send('a'), day)).toEqual([COPY.sentOn('2026-11-20'), '120 recipients', '3 of 3 batches done', '120 delivered']);
  });

  it('a send going out shows its batches so far, and keeps the section reading', () => {
    const going = send('a', { batches_done: 1, delivered: 50, finished_at: null });
    expect(sendState(going)).toBe('going');
    expect(sendFacts(going, day)).toContain('1 of 3 batches done');
    expect(anyGoing([send('b'), going])).toBe(true);
    expect(anyGoing([send('b')])).toBe(false);
  });

  it('failures are named, and readers who left before their batch are told apart', () => {
    const failed = send('a', { queued: 118, delivered: 116, failed: 2 });
    expect(sendState(failed)).toBe('sentWithFailures');
    expect(sendFacts(failed, day)).toEqual([
      COPY.sentOn('2026-11-20'),
      '118 of 120 recipients (the others left)',
      '3 of 3 batches done',
      '116 delivered',
      '2 failed, retried by the mailer',
    ]);
    expect(sendFacts(send('one', { recipients: 1, queued: 1, batches_total: 1, batches_done: 1, delivered: 1 }), day)).toEqual([
      COPY.sentOn('2026-11-20'),
      '1 recipient',
      '1 of 1 batch done',
      '1 delivered',
    ]);
  });

  it('a refused send says why, by the database code', () => {
    expect(sendErrorMessage('42501')).toBe(COPY.notOwner);
    expect(sendErrorMessage('23505')).toBe(COPY.alreadySent);
    expect(sendErrorMessage('23514')).toBe(COPY.notANote);
    expect(sendErrorMessage(undefined)).toBe(COPY.sendFailed);
    expect(sendErrorMessage('PGRST301')).toBe(COPY.sendFailed);
  });
});
