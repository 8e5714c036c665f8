import { NEWSLETTER_SEND_COPY as COPY, SEND_ERROR_CODES } from './constants';
import type { PublishedNote } from './publishedNotes';

/** A row of public.newsletter_sends as the owner reads it (migration 20261128000000). */
export interface NoteSend {
  id: string;
  slug: string;
  title: string;
  summary: string;
  created_at: string;
  recipients: number;
  queued: number;
  batch_size: number;
  batches_total: number;
  batches_done: number;
  delivered: number;
  failed: number;
  finished_at: string | null;
}

/** One line of the section: a published note with its send, or a note sent earlier that the feed no longer lists. */
export interface NoteSendRow {
  slug: string;
  title: string;
  date: string;
  note: PublishedNote | null;
  send: NoteSend | null;
}

/** The published notes in the feed's order, each with its send, then the sends of notes no longer published. */
export function noteSendRows(notes: readonly PublishedNote[], sends: readonly NoteSend[]): NoteSendRow[] {
  const bySlug = new Map(sends.map((s) => [s.slug, s]));
  const published = new Set(notes.map((n) => n.slug));
  const rows: NoteSendRow[] = notes.map((note) => ({ slug: note.slug, title: note.title, date: note.date, note, send: bySlug.get(note.slug) ?? null }));
  const gone = sends.filter((s) => !published.has(s.slug)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return [...rows, ...gone.map((send) => ({ slug: send.slug, title: send.title, date: '', note: null, send }))];
}

export type SendState = 'going' | 'sent' | 'sentWithFailures';

/** Going out until its last batch is done; then sent, with failures while some mail's last attempt failed. */
export function sendState(send: NoteSend): SendState {
  if (!send.finished_at) return 'going';
  return send.failed > 0 ? 'sentWithFailures' : 'sent';
}

export const STATE_LABELS: Record<SendState, string> = {
  going: COPY.inProgress,
  sent: COPY.done,
  sentWithFailures: COPY.doneWithFailures,
};

/** What the owner reads of a send: when, to how many, batches done, delivered, and failures if any. */
export function sendFacts(send: NoteSend, formatDate: (iso: string) => string): string[] {
  const facts = [
    COPY.sentOn(formatDate(send.created_at)),
    COPY.recipients(send.queued, send.recipients),
    COPY.batches(send.batches_done, send.batches_total),
    COPY.delivered(send.delivered),
  ];
  return send.failed > 0 ? [...facts, COPY.failed(send.failed)] : facts;
}

/** Whether a send is still going out, so the section reads the sends again. */
export const anyGoing = (sends: readonly NoteSend[]) => sends.some((s) => sendState(s) === 'going');

/** The owner's message for a refused send, by the database's code. */
export function sendErrorMessage(code: string | undefined): string {
  switch (code) {
    case SEND_ERROR_CODES.notOwner:
      return COPY.notOwner;
    case SEND_ERROR_CODES.alreadySent:
      return COPY.alreadySent;
    case SEND_ERROR_CODES.notANote:
      return COPY.notANote;
    default:
      return COPY.sendFailed;
  }
}
