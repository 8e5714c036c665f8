import { beforeAll, describe, expect, it } from 'vitest';
import { client, signUpUser, uniqueEmail, type TestUser, type TargetRef } from '../support/target';

const SUBJECT = 'Confirm your subscription to the notes';

interface QueuedSubscriberMail {
  recipient: string;
  subject: string;
  body: string;
  link_path: string;
  link_text: string;
  unsubscribe_token: string;
}

/** The subscriber mails queued for these addresses, as the service role reads them, oldest first. */
async function queued(target: TargetRef, ...emails: string[]): Promise<QueuedSubscriberMail[]> {
  const admin = client(target(), target().serviceKey);
  const { data, error } = await admin
    .from('notification_queue')
    .select('recipient, subject, body, link_path, link_text, unsubscribe_token')
    .eq('audience', 'subscriber')
    .in('recipient', emails)
    .order('id');
  expect(error).toBeNull();
  return data ?? [];
}

async function rowsOf(target: TargetRef, mailbox: string) {
  const admin = client(target(), target().serviceKey);
  const { data, error } = await admin
    .from('newsletter_subscribers')
    .select('email, status, confirmed_at, unsubscribed_at')
    .eq('mailbox', mailbox)
    .order('created_at');
  expect(error).toBeNull();
  return data ?? [];
}

const confirmToken = (mail: QueuedSubscriberMail) => new URL(mail.link_path, 'http://site.test').searchParams.get('confirm') ?? '';

async function subscribe(target: TargetRef, email: string) {
  return client(target()).from('newsletter_subscribers').insert({ email });
}

/**
 * The newsletter's double opt-in (migration 20261127010000): anonymous insert of a pending row only, read by the
 * owner only, one pending confirmation per mailbox, the forms' per-mailbox limit, fixed text, and links that
 * confirm and unsubscribe. Needs SUBMISSIONS_PER_EMAIL_PER_10_MINUTES = 5.
 */
export function newsletterContract(target: TargetRef): void {
  describe('newsletter double opt-in', () => {
    let owner: TestUser;
    let member: TestUser;
    const email = uniqueEmail('reader');

    beforeAll(async () => {
      [owner, member] = await Promise.all([signUpUser(target(), 'nlowner'), signUpUser(target(), 'nlmember')]);
      const admin = client(target(), target().serviceKey);
      expect((await admin.auth.admin.updateUserById(owner.id, { app_metadata: { role: 'owner' } })).error).toBeNull();
      await owner.client.auth.refreshSession();
      const first = await subscribe(target, email);
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
    });

    it('a visitor asks with an address only: a pending row and one confirmation mail of fixed text', async () => {
      expect(await rowsOf(target, email)).toEqual([{ email, status: 'pending', confirmed_at: null, unsubscribed_at: null }]);
      const [mail, ...more] = await queued(target, email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ recipient: email, subject: SUBJECT, link_text: 'Confirm your subscription' });
      expect(mail!.link_path).toMatch(/^\/newsletter\?confirm=[0-9a-f]{64}$/);
      expect(mail!.unsubscribe_token).toMatch(/^[0-9a-f]{64}$/);
      expect(mail!.body).not.toContain(email);
    });

    it('the mail carries the confirm and unsubscribe links and the one-click List-Unsubscribe headers', async () => {
      const outbox = target().outbox;
      if (!outbox) return;
      await expect.poll(async () => (await outbox(email)).length).toBe(1);
      const [sent] = await outbox(email);
      const [mail] = await queued(target, email);
      expect(sent!.subject).toBe(SUBJECT);
      expect(sent!.link).toMatch(/\/newsletter\?confirm=[0-9a-f]{64}$/);
      expect(sent!.text).toContain(`Confirm your subscription: ${sent!.link}`);
      expect(sent!.text).toMatch(new RegExp(`Unsubscribe: \\S+/newsletter\\?unsubscribe=${mail!.unsubscribe_token}`));
      expect(sent!.headers).toEqual({
        'List-Unsubscribe': `<${target().url}/functions/v1/newsletter-unsubscribe?token=${mail!.unsubscribe_token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    });

    it('at most one pending confirmation per mailbox: another spelling while pending adds no row and no mail', async () => {
      const [local, host] = email.split('@') as [string, string];
      for (const spelling of [email.toUpperCase(), `${local}+again@${host}`]) {
        const again = await subscribe(target, spelling);
        expect(again.error).toBeNull();
        expect(again.status).toBe(201);
      }
      expect(await rowsOf(target, email)).toHaveLength(1);
      expect(await queued(target, email, email.toUpperCase(), `${local}+again@${host}`)).toHaveLength(1);
    });

    it('a visitor cannot insert a confirmed row or a mailbox of their choosing (42501)', async () => {
      const anon = client(target());
      const forgedRows: Record<string, string>[] = [
        { email: uniqueEmail('forged'), status: 'confirmed' },
        { email: uniqueEmail('forged'), confirmed_at: new Date().toISOString() },
        { email: uniqueEmail('forged'), mailbox: 'victim@example.com' },
      ];
      for (const row of forgedRows) {
        const forged = await anon.from('newsletter_subscribers').insert(row);
        expect(forged.error?.code).toBe('42501');
      }
    });

    it('only a plain box@host address is taken: no display name or list to relay through (23514)', async () => {
      for (const bad of [`Name <${uniqueEmail('named')}>`, `${uniqueEmail('a')},${uniqueEmail('b')}`, 'no-at-sign']) {
        const refused = await subscribe(target, bad);
        expect(refused.error?.code).toBe('23514');
      }
    });

    it('nobody but the owner reads the list, and the list holds no token', async () => {
      const asVisitor = await client(target()).from('newsletter_subscribers').select('email');
      expect(asVisitor.error?.code).toBe('42501');
      const asMember = await member.client.from('newsletter_subscribers').select('email');
      expect(asMember.error).toBeNull();
      expect(asMember.data).toEqual([]);
      const listed = await owner.client.from('newsletter_subscribers').select('email, status').eq('email', email);
      expect(listed.data).toEqual([{ email, status: 'pending' }]);
      const [row] = (await owner.client.from('newsletter_subscribers').select('*').eq('email', email)).data ?? [];
      expect(Object.keys(row ?? {}).sort()).toEqual(['confirmed_at', 'created_at', 'email', 'id', 'mailbox', 'status', 'unsubscribed_at']);
      const count = await owner.client.from('newsletter_subscribers').select('id', { count: 'exact', head: true }).eq('status', 'pending');
      expect(count.count).toBeGreaterThanOrEqual(1);
    });

    it('a visitor can neither change nor delete a row', async () => {
      const anon = client(target());
      const changed = await anon.from('newsletter_subscribers').update({ status: 'confirmed' }).eq('email', email);
      expect(changed.error?.code).toBe('42501');
      const deleted = await member.client.from('newsletter_subscribers').delete().eq('email', email);
      expect(deleted.error?.code).toBe('42501');
      expect(await rowsOf(target, email)).toEqual([expect.objectContaining({ status: 'pending' })]);
    });

    it('the confirmation link confirms (again too); an unknown token confirms nothing', async () => {
      const anon = client(target());
      expect((await anon.rpc('confirm_newsletter_subscription', { token: 'f'.repeat(64) })).data).toBe('invalid');
      const [mail] = await queued(target, email);
      expect((await anon.rpc('confirm_newsletter_subscription', { token: confirmToken(mail!) })).data).toBe('confirmed');
      expect((await anon.rpc('confirm_newsletter_subscription', { token: confirmToken(mail!) })).data).toBe('confirmed');
      expect(await rowsOf(target, email)).toEqual([expect.objectContaining({ status: 'confirmed', confirmed_at: expect.any(String) })]);
      // A confirmed mailbox asked again gets no new mail.
      expect((await subscribe(target, email)).error).toBeNull();
      expect(await queued(target, email)).toHaveLength(1);
    });

    it('the unsubscribe link unsubscribes; a new request then starts over with a new confirmation', async () => {
      const other = uniqueEmail('leaver');
      expect((await subscribe(target, other)).error).toBeNull();
      const [mail] = await queued(target, other);
      const anon = client(target());
      expect((await anon.rpc('confirm_newsletter_subscription', { token: confirmToken(mail!) })).data).toBe('confirmed');
      expect((await anon.rpc('unsubscribe_newsletter', { token: 'f'.repeat(64) })).data).toBe('invalid');
      expect((await anon.rpc('unsubscribe_newsletter', { token: mail!.unsubscribe_token })).data).toBe('unsubscribed');
      expect((await anon.rpc('unsubscribe_newsletter', { token: mail!.unsubscribe_token })).data).toBe('unsubscribed');
      expect(await rowsOf(target, other)).toEqual([expect.objectContaining({ status: 'unsubscribed', unsubscribed_at: expect.any(String) })]);
      // The old confirmation link cannot bring the address back.
      expect((await anon.rpc('confirm_newsletter_subscription', { token: confirmToken(mail!) })).data).toBe('invalid');
      expect((await subscribe(target, other)).error).toBeNull();
      expect((await rowsOf(target, other)).map((r) => r.status)).toEqual(['unsubscribed', 'pending']);
      expect(await queued(target, other)).toHaveLength(2);
    });

    it("one-click unsubscribe: the List-Unsubscribe URL unsubscribes on POST and ignores a scanner's GET", async () => {
      if (!target().outbox) return;
      const reader = uniqueEmail('oneclick');
      expect((await subscribe(target, reader)).error).toBeNull();
      const [mail] = await queued(target, reader);
      const url = `${target().url}/functions/v1/newsletter-unsubscribe?token=${mail!.unsubscribe_token}`;
      expect((await fetch(url)).status).toBe(405);
      expect(await rowsOf(target, reader)).toEqual([expect.objectContaining({ status: 'pending' })]);
      const post = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(200);
      expect(await rowsOf(target, reader)).toEqual([expect.objectContaining({ status: 'unsubscribed' })]);
      const forged = await fetch(url.replace(/token=[0-9a-f]+/, `token=${'0'.repeat(64)}`), { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(forged.status).toBe(404);
    });

    it("the forms' per-mailbox limit holds for every spelling, Gmail's dots included (429 PT429)", async () => {
      const box = `nl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const dotted = (every: number) => box.replace(new RegExp(`(.{${every}})`, 'g'), '$1.').replace(/\.$/, '');
      const spellings = [
        `${box}@gmail.com`,
        `${dotted(1)}@gmail.com`,
        `${dotted(2)}@googlemail.com`,
        `${box.toUpperCase()}@gmail.com`,
        `${dotted(3)}+x@gmail.com`,
      ];
      for (const spelling of spellings) expect((await subscribe(target, spelling)).error).toBeNull();
      const refused = await subscribe(target, `${dotted(4)}@googlemail.com`);
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe('PT429');
      expect(await queued(target, ...spellings)).toHaveLength(1);
    });
  });
}
