import { beforeAll, describe, expect, it } from 'vitest';
import { contactRow } from '../support/rows';
import { client, signUpUser, uniqueEmail, type TestUser, type TargetRef } from '../support/target';

/** The mails a form submission queues, as the service role reads them. */
async function queued(target: TargetRef, email: string) {
  const admin = client(target(), target().serviceKey);
  const { data: rows } = await admin.from('contacts').select('id').eq('email', email);
  const ids = (rows ?? []).map((r) => r.id as string);
  const { data, error } = await admin.from('notification_queue').select('audience, recipient, subject, body').in('submission_id', ids).order('id');
  expect(error).toBeNull();
  return data ?? [];
}

/**
 * The forms are no mail relay: the confirmation to an unverified address carries no visitor text, and every
 * spelling of one mailbox shares one per-e-mail limit. Needs SUBMISSIONS_PER_EMAIL_PER_10_MINUTES = 5.
 */
export function formMailContract(target: TargetRef): void {
  describe('form mail safety', () => {
    let owner: TestUser;

    beforeAll(async () => {
      owner = await signUpUser(target(), 'mailowner');
      const admin = client(target(), target().serviceKey);
      expect((await admin.auth.admin.updateUserById(owner.id, { app_metadata: { role: 'owner' } })).error).toBeNull();
    });

    it('every spelling of one mailbox (case, +tag, trailing dot, display name, quotes) shares the per-e-mail limit', async () => {
      const box = uniqueEmail('relay');
      const [local, host] = box.split('@') as [string, string];
      const variants = [box.toUpperCase(), `${local}+one@${host}`, `${box}.`, `Visitor<${box}>`, `"${local}"@${host}`];
      const anon = client(target());
      for (const email of variants) expect((await anon.from('contacts').insert(contactRow(null, 'chat', { email }))).error).toBeNull();
      const refused = await anon.from('contacts').insert(contactRow(null, 'chat', { email: `${local}+two@${host}` }));
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe('PT429');
    });

    it("the sender's confirmation repeats nothing the visitor typed, and goes only to a plain address", async () => {
      const email = uniqueEmail('unverified');
      const name = 'Cheap pills at spam.example';
      const message = 'Visit spam.example/buy for the best deals';
      const anon = client(target());
      expect((await anon.from('contacts').insert(contactRow(null, 'chat', { email, name, message }))).error).toBeNull();
      const [toSender] = (await queued(target, email)).filter((m) => m.audience === 'sender');
      expect(toSender).toMatchObject({ recipient: email, subject: 'We received your contact message' });
      expect(toSender!.body).not.toContain('spam.example');

      // An address with a display name or quotes gets no confirmation at all; the owner still gets the lead.
      const odd = `Someone<${uniqueEmail('odd')}>`;
      expect((await anon.from('contacts').insert(contactRow(null, 'chat', { email: odd }))).error).toBeNull();
      const audiences = (await queued(target, odd)).map((m) => m.audience);
      expect(audiences).toContain('owner');
      expect(audiences).not.toContain('sender');
    });

    it("a CR or LF in a form field never reaches the owner's Subject", async () => {
      const email = uniqueEmail('crlf');
      const name = 'Eve\r\nBcc: victim@example.com\nX-Injected: yes';
      expect(
        (
          await client(target())
            .from('contacts')
            .insert(contactRow(null, 'chat', { email, name }))
        ).error,
      ).toBeNull();
      const toOwner = (await queued(target, email)).find((m) => m.audience === 'owner' && m.recipient === owner.email);
      expect(toOwner?.subject).toBe('New contact message from Eve Bcc: victim@example.com X-Injected: yes');
      expect(toOwner?.subject).not.toMatch(/[\r\n]/);
      const outbox = target().outbox;
      if (!outbox) return;
      await expect.poll(async () => (await outbox(owner.email)).filter((m) => m.text.includes(email)).length).toBe(1);
      const [mail] = (await outbox(owner.email)).filter((m) => m.text.includes(email));
      expect(mail!.subject).not.toMatch(/[\r\n]/);
    });
  });
}
