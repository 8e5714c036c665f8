/**
 * Issue 41, item 3: the inbox's section that sends a published note to the confirmed subscribers
 * (docs/decisions/029-newsletter-sends-in-batches.md). Its wording and settings, in one place.
 */

/** The notes' RSS feed on the site's origin (`FEEDS.rss.path` of @portfolio/federation): the published notes. */
export const NOTES_FEED_PATH = '/notes/feed.xml';

/** Where a note lives: `/notes/<slug>`. */
export const NOTES_ROUTE = '/notes';

/** How often the section reads the sends again while one is still going out. */
export const SEND_PROGRESS_POLL_MS = 3000;

/** The database's answers to a refused send (PostgREST codes of migration 20261128000000). */
export const SEND_ERROR_CODES = { notOwner: '42501', alreadySent: '23505', notANote: '23514' } as const;

export const NEWSLETTER_SEND_COPY = {
  heading: 'Send a note to subscribers',
  intro: 'A published note goes once to every confirmed subscriber, in batches, with a link to unsubscribe.',
  loading: 'Loading the published notes…',
  loadFailed: 'The published notes could not be loaded.',
  retry: 'Try again',
  noNotes: 'No note is published yet.',
  send: 'Send to subscribers',
  sendLabel: (title: string) => `Send “${title}” to subscribers`,
  confirmQuestion: (title: string) => `Send “${title}” to every confirmed subscriber now? It can be sent only once.`,
  confirm: 'Send now',
  cancel: 'Cancel',
  sending: 'Sending…',
  refresh: 'Refresh',
  notSent: 'Not sent yet',
  sentOn: (date: string) => `Sent ${date}`,
  inProgress: 'Going out',
  done: 'Sent',
  doneWithFailures: 'Sent, with failures',
  recipients: (queued: number, recipients: number) =>
    queued === recipients ? `${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}` : `${queued} of ${recipients} recipients (the others left)`,
  batches: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'batch' : 'batches'} done`,
  delivered: (delivered: number) => `${delivered} delivered`,
  failed: (failed: number) => `${failed} failed, retried by the mailer`,
  sent: (title: string) => `“${title}” is going out to the subscribers.`,
  notOwner: 'Only the site owner can send the newsletter.',
  alreadySent: 'This note has already been sent.',
  notANote: 'This note cannot be sent: its title or summary is not one short line.',
  sendFailed: 'The note could not be sent. Please try again.',
} as const;
