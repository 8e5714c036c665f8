import { composeMail } from '../supabase/functions/_shared/composeMail';
import { oneLine, plainRecipient } from '../supabase/functions/_shared/mailHeaders';
import type { Database } from './db/types';
import type { Mail } from './outbox';

/** A row of public.notification_queue as the sender reads it. */
export interface QueuedMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  link_path: string | null;
  link_text: string | null;
  unsubscribe_token: string | null;
  attempts: number;
}

/** Where e-mailed links point: the site's pages, and the API for the one-click unsubscribe POST. */
export interface MailUrls {
  site: string;
  api: string;
}

export type Deliver = (mail: Omit<Mail, 'sent_at'>) => void | Promise<void>;

/** Waits after a failed delivery grow with each attempt, capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The e-mail for one queued row; its link is made absolute with the site's URL, and a subscriber's mail gets the
 * unsubscribe link and headers. The subject is kept on one line and the recipient to one plain address, whatever
 * the queue holds (the Edge Function does the same).
 */
export function mailFor(row: QueuedMail, urls: MailUrls): Omit<Mail, 'sent_at'> {
  const { text, link, headers } = composeMail(row, urls.site, urls.api);
  const mail: Omit<Mail, 'sent_at'> = { to: plainRecipient(row.recipient), subject: oneLine(row.subject), text, link, type: 'notification' };
  return Object.keys(headers).length > 0 ? { ...mail, headers } : mail;
}

/**
 * Delivers every due row of the queue: a success marks it delivered, a failure records the error and schedules
 * a retry. The submission itself is never touched. Returns how many were delivered.
 */
export async function drainQueue(db: Database, deliver: Deliver, urls: MailUrls, delay: (attempts: number) => number = retryDelaySeconds): Promise<number> {
  // Claiming pushes next_attempt_at ahead, so a second server on the same PostgreSQL skips these rows meanwhile.
  const claimed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<QueuedMail>(
      `update public.notification_queue q set next_attempt_at = now() + interval '5 minutes'
       where q.id in (
         select id from public.notification_queue
         where delivered_at is null and next_attempt_at <= now()
         order by id limit 50 for update skip locked
       )
       returning q.id::text as id, q.recipient, q.subject, q.body, q.link_path, q.link_text, q.unsubscribe_token, q.attempts`,
    );
    return rows;
  });
  let delivered = 0;
  for (const row of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
    try {
      await deliver(mailFor(row, urls));
      await db.query('update public.notification_queue set delivered_at = now(), attempts = attempts + 1, last_error = null where id = $1', [row.id]);
      delivered += 1;
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await db.query(
        `update public.notification_queue
         set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
         where id = $1`,
        [row.id, reason.slice(0, 1000), delay(row.attempts + 1)],
      );
    }
  }
  return delivered;
}

/** Runs drainQueue after writes (nudge) and on a slow timer (retries); one drain at a time. */
export class LocalSender {
  private running: Promise<void> | undefined;
  private again = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly deliver: Deliver,
    private readonly urls: () => MailUrls,
    intervalMs = 5000,
  ) {
    this.timer = setInterval(() => this.nudge(), intervalMs);
    this.timer.unref();
  }

  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      let delivered = 0;
      do {
        this.again = false;
        try {
          delivered = await drainQueue(this.db, this.deliver, this.urls());
        } catch (err) {
          delivered = 0;
          console.error('[backend] notification sender:', err instanceof Error ? err.message : err);
        }
        // A delivery may have queued more (the next batch of a note: docs/decisions/029-newsletter-sends-in-batches.md).
      } while (this.again || delivered > 0);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops the timer and waits for a drain in progress, so the database can close. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
