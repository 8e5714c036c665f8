import { beforeAll, describe, expect, it } from 'vitest';
import { client, signUpUser, uniqueEmail, type TestUser, type TargetRef } from '../support/target';

/** The batch size of migration 20261128000000 (private.newsletter_batch_size()). */
const BATCH_SIZE = 50;
const TITLE = 'Two thresholds for one signature';
const SUMMARY = 'Why the check uses two limits, and what happens between them.';
const BODY =
  `Hello,\n\nA new note is out on the site:\n\n${TITLE}\n\n${SUMMARY}\n\n` +
  'You get this e-mail because you subscribed to the notes of this site and confirmed your address.\n';

interface Send {
  id: string;
  slug: string;
  title: string;
  summary: string;
  recipients: number;
  queued: number;
  batch_size: number;
  batches_total: number;
  batches_queued: number;
  batches_done: number;
  delivered: number;
  failed: number;
  finished_at: string | null;
}

interface NoteMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link_path: string;
  link_text: string;
  unsubscribe_token: string;
  created_at: string;
  delivered_at: string | null;
}

let slugs = 0;
const uniqueSlug = () => `note-${Date.now().toString(36)}-${(slugs += 1)}`;

/** Subscribers added by the service role, then set to a status as the links would. */
async function addSubscribers(target: TargetRef, emails: string[], status: 'pending' | 'confirmed' | 'unsubscribed') {
  const admin = client(target(), target().serviceKey);
  expect((await admin.from('newsletter_subscribers').insert(emails.map((email) => ({ email })))).error).toBeNull();
  if (status === 'pending') return;
  const now = new Date().toISOString();
  const change = status === 'confirmed' ? { status, confirmed_at: now } : { status, confirmed_at: now, unsubscribed_at: now };
  expect((await admin.from('newsletter_subscribers').update(change).in('email', emails)).error).toBeNull();
}

/** The mails queued for one send, as the service role reads the queue, in queue order. */
async function mailsOf(target: TargetRef, sendId: string): Promise<NoteMail[]> {
  const admin = client(target(), target().serviceKey);
  const { data, error } = await admin
    .from('notification_queue')
    .select('id, recipient, subject, body, link_path, link_text, unsubscribe_token, created_at, delivered_at')
    .eq('submission_table', 'newsletter_sends')
    .eq('submission_id', sendId)
    .order('id');
  expect(error).toBeNull();
  return data ?? [];
}

async function sendOf(owner: TestUser, slug: string): Promise<Send | undefined> {
  const { data, error } = await owner.client.from('newsletter_sends').select('*').eq('slug', slug);
  expect(error).toBeNull();
  return (data ?? [])[0] as Send | undefined;
}

/**
 * Sending a note to the confirmed subscribers (migration 20261128000000): the owner only, once per note, fixed text
 * from the note's title and summary, one mail with its own unsubscribe token per confirmed subscriber, in batches,
 * and a report the owner reads. The outbox checks run on the embedded backend only.
 */
export function newsletterSendsContract(target: TargetRef): void {
  describe('sending a note to the subscribers', () => {
    let owner: TestUser;
    let member: TestUser;
    const readers = [uniqueEmail('nsreader'), uniqueEmail('nsreader')];
    const pending = uniqueEmail('nspending');
    const left = uniqueEmail('nsleft');
    const slug = uniqueSlug();
    let sendId = '';

    const send = (as: TestUser | undefined, noteSlug: string, title = TITLE, summary = SUMMARY) =>
      (as ? as.client : client(target())).rpc('send_newsletter_note', { note_slug: noteSlug, note_title: title, note_summary: summary });

    beforeAll(async () => {
      [owner, member] = await Promise.all([signUpUser(target(), 'nsowner'), signUpUser(target(), 'nsmember')]);
      const admin = client(target(), target().serviceKey);
      expect((await admin.auth.admin.updateUserById(owner.id, { app_metadata: { role: 'owner' } })).error).toBeNull();
      await owner.client.auth.refreshSession();
      await addSubscribers(target, readers, 'confirmed');
      await addSubscribers(target, [pending], 'pending');
      await addSubscribers(target, [left], 'unsubscribed');
    });

    it('a visitor, a member and the service role are refused (42501), and nothing is stored or queued', async () => {
      const refusedSlug = uniqueSlug();
      const asVisitor = await send(undefined, refusedSlug);
      expect(asVisitor.error?.code).toBe('42501');
      const asMember = await send(member, refusedSlug);
      expect(asMember.error?.code).toBe('42501');
      expect(asMember.error?.message).toBe('Only the site owner can send the newsletter.');
      const asService = await client(target(), target().serviceKey).rpc('send_newsletter_note', {
        note_slug: refusedSlug,
        note_title: TITLE,
        note_summary: SUMMARY,
      });
      expect(asService.error?.code).toBe('42501');
      const admin = client(target(), target().serviceKey);
      expect((await admin.from('newsletter_sends').select('id').eq('slug', refusedSlug)).data).toEqual([]);
      const queued = await admin.from('notification_queue').select('id').eq('submission_table', 'newsletter_sends').in('recipient', readers);
      expect(queued.data).toEqual([]);
    });

    it('nobody writes the sends directly, and only the owner reads them', async () => {
      const row = { slug: uniqueSlug(), title: TITLE, summary: SUMMARY, batch_size: 1 };
      expect((await client(target()).from('newsletter_sends').insert(row)).error?.code).toBe('42501');
      expect((await member.client.from('newsletter_sends').insert(row)).error?.code).toBe('42501');
      expect((await owner.client.from('newsletter_sends').insert(row)).error?.code).toBe('42501');
      expect((await client(target()).from('newsletter_sends').select('id')).error?.code).toBe('42501');
      expect((await member.client.from('newsletter_sends').select('id')).data).toEqual([]);
    });

    it('the owner sends a note: one mail of fixed text per confirmed subscriber, none to pending or unsubscribed', async () => {
      const sent = await send(owner, slug);
      expect(sent.error).toBeNull();
      sendId = sent.data as string;
      await expect.poll(async () => (await sendOf(owner, slug))?.finished_at ?? null, { timeout: 20_000 }).not.toBeNull();
      const mails = await mailsOf(target, sendId);
      const recipients = mails.map((m) => m.recipient);
      expect(recipients).toEqual(expect.arrayContaining(readers));
      expect(recipients).not.toContain(pending);
      expect(recipients).not.toContain(left);
      expect(new Set(recipients).size).toBe(recipients.length);
      for (const mail of mails) {
        expect(mail).toMatchObject({ subject: `New note: ${TITLE}`, body: BODY, link_path: `/notes/${slug}`, link_text: 'Read the note' });
        expect(mail.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
      }
      expect(new Set(mails.map((m) => m.unsubscribe_token)).size).toBe(mails.length);
      const report = await sendOf(owner, slug);
      expect(report).toMatchObject({
        id: sendId,
        title: TITLE,
        summary: SUMMARY,
        recipients: mails.length,
        queued: mails.length,
        delivered: mails.length,
        failed: 0,
        batch_size: BATCH_SIZE,
        batches_total: Math.ceil(mails.length / BATCH_SIZE),
        batches_done: Math.ceil(mails.length / BATCH_SIZE),
      });
    });

    it('each mail carries the link to the note, its unsubscribe link and the one-click headers, which unsubscribe', async () => {
      const outbox = target().outbox;
      if (!outbox) return;
      const mails = await mailsOf(target, sendId);
      for (const reader of readers) {
        const notes = (await outbox(reader)).filter((m) => m.subject === `New note: ${TITLE}`);
        expect(notes).toHaveLength(1);
        const [mail] = notes;
        const token = mails.find((m) => m.recipient === reader)!.unsubscribe_token;
        expect(mail!.link).toMatch(new RegExp(`^https?://[^/]+/notes/${slug}$`));
        expect(mail!.text).toBe(
          `${BODY}\nRead the note: ${mail!.link}\n\nUnsubscribe: ${new URL(`/newsletter?unsubscribe=${token}`, mail!.link).toString()}\n`,
        );
        expect(mail!.headers).toEqual({
          'List-Unsubscribe': `<${target().url}/functions/v1/newsletter-unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        });
      }
      expect((await outbox(pending)).map((m) => m.subject)).toEqual(['Confirm your subscription to the notes']);
      // The first reader leaves with one click from the note's mail.
      const token = mails.find((m) => m.recipient === readers[0])!.unsubscribe_token;
      const post = await fetch(`${target().url}/functions/v1/newsletter-unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(200);
      const admin = client(target(), target().serviceKey);
      const statuses = await admin.from('newsletter_subscribers').select('email, status').in('email', readers).order('email');
      expect(statuses.data).toEqual(
        readers.map((email) => ({ email, status: email === readers[0] ? 'unsubscribed' : 'confirmed' })).sort((a, b) => a.email.localeCompare(b.email)),
      );
    });

    it('a note goes out once: sending it again is refused (23505) and queues nothing', async () => {
      const before = (await mailsOf(target, sendId)).length;
      const again = await send(owner, slug);
      expect(again.error?.code).toBe('23505');
      expect(again.error?.message).toBe('This note has already been sent.');
      expect(await mailsOf(target, sendId)).toHaveLength(before);
    });

    it('the note is named by a path segment and one short line each of title and summary (23514)', async () => {
      const cases: Array<[string, string, string]> = [
        ['../inbox', TITLE, SUMMARY],
        [uniqueSlug(), `${TITLE}\nBcc: someone@example.com`, SUMMARY],
        [uniqueSlug(), TITLE, `${SUMMARY}\n\nAny other text`],
        [uniqueSlug(), 'x'.repeat(201), SUMMARY],
        [uniqueSlug(), TITLE, ' '],
      ];
      for (const [noteSlug, title, summary] of cases) {
        const refused = await send(owner, noteSlug, title, summary);
        expect(refused.error?.code, noteSlug).toBe('23514');
        expect(await sendOf(owner, noteSlug)).toBeUndefined();
      }
    });

    it(`in batches of ${BATCH_SIZE}: a batch is queued only once every mail of the one before was tried`, async () => {
      if (!target().outbox) return;
      const many = Array.from({ length: 2 * BATCH_SIZE + 1 }, () => uniqueEmail('nsmany'));
      await addSubscribers(target, many, 'confirmed');
      const batchSlug = uniqueSlug();
      const sent = await send(owner, batchSlug);
      expect(sent.error).toBeNull();
      await expect.poll(async () => (await sendOf(owner, batchSlug))?.finished_at ?? null, { timeout: 60_000 }).not.toBeNull();
      const report = (await sendOf(owner, batchSlug))!;
      const mails = await mailsOf(target, sent.data as string);
      expect(mails.map((m) => m.recipient)).toEqual(expect.arrayContaining(many));
      const batches = Math.ceil(report.recipients / BATCH_SIZE);
      expect(batches).toBeGreaterThanOrEqual(3);
      expect(report).toMatchObject({
        queued: mails.length,
        delivered: mails.length,
        failed: 0,
        batches_total: batches,
        batches_queued: batches,
        batches_done: batches,
      });
      for (let b = 1; b < batches; b += 1) {
        const before = mails.slice((b - 1) * BATCH_SIZE, b * BATCH_SIZE);
        const batch = mails.slice(b * BATCH_SIZE, (b + 1) * BATCH_SIZE);
        const lastDelivered = Math.max(...before.map((m) => Date.parse(m.delivered_at!)));
        for (const mail of batch) expect(Date.parse(mail.created_at)).toBeGreaterThanOrEqual(lastDelivered);
      }
    }, 120_000);
  });
}
