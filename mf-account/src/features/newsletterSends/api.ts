import { requireSupabase } from '@portfolio/auth';
import { NOTES_FEED_PATH } from '../../logic/newsletterSends/constants';
import { notesFromFeed, type PublishedNote } from '../../logic/newsletterSends/publishedNotes';
import type { NoteSend } from '../../logic/newsletterSends/sendReport';

/** The notes the site publishes: its own RSS feed, on this origin (docs/decisions/029-newsletter-sends-in-batches.md). */
export async function loadPublishedNotes(): Promise<PublishedNote[]> {
  const res = await fetch(NOTES_FEED_PATH, { headers: { Accept: 'application/rss+xml' } });
  if (!res.ok) throw new Error(`The feed answered ${res.status}.`);
  return notesFromFeed(await res.text());
}

/** Every send, newest first; row-level security shows them to the owner only. */
export async function loadSends(): Promise<NoteSend[]> {
  const { data, error } = await requireSupabase().from('newsletter_sends').select('*').order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** A send refused by the database, with its code (42501 not the owner, 23505 already sent, 23514 not a note). */
export class SendRefused extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Asks the database to send the note; it checks the owner, sends a note once, and queues the batches. */
export async function sendNote(note: PublishedNote): Promise<void> {
  const { error } = await requireSupabase().rpc('send_newsletter_note', { note_slug: note.slug, note_title: note.title, note_summary: note.summary });
  if (error) throw new SendRefused(error.message, error.code);
}
