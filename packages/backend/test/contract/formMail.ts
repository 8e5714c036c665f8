import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TABLES, contactRow, rowFor } from '../support/rows';
import { client, signUpUser, uniqueEmail, type TestUser, type TargetRef } from '../support/target';

/** The mails the submissions with these form addresses queued, as the service role reads them, oldest first. */
async function queued(target: TargetRef, ...emails: string[]) {
  const admin = client(target(), target().serviceKey);
  const ids: string[] = [];
  for (const table of SUBMISSION_TABLES) {
    const { data: rows } = await admin.from(table).select('id').in('email', emails);
    ids.push(...(rows ?? []).map((r) => r.id as string));
  }
  const { data, error } = await admin.from('notification_queue').select('audience, recipient, subject, body').in('submission_id', ids).order('id');
  expect(error).toBeNull();
  return data ?? [];
}

const toSender = <T extends { audience: string }>(mails: T[]) => mails.filter((m) => m.audience === 'sender');

/** Another spelling of the same mailbox: the address upper-cased with a +tag. */
function respelled(email: string, tag: string): string {
  const [local, host] = email.split('@') as [string, string];
  return `${local.toUpperCase()}+${tag}@${host}`;
}

/**
 * The forms are no mail relay: a confirmation goes only to the signed-in sender's own verified address, never
 * more than the per-mailbox limit, and carries no visitor text; every spelling of one mailbox (Gmail's dots and
 * googlemail.com too) shares one per-e-mail limit. Needs SUBMISSIONS_PER_EMAIL_PER_10_MINUTES = 5.
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

    it("Gmail's dots and googlemail.com are one mailbox: its spellings share the per-e-mail limit", async () => {
      const box = `relay${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const dotted = (every: number) => box.replace(new RegExp(`(.{${every}})`, 'g'), '$1.').replace(/\.$/, '');
      const variants = [
        `${box}@gmail.com`,
        `${dotted(1)}@gmail.com`,
        `${dotted(2)}@googlemail.com`,
        `${dotted(3).toUpperCase()}@GMail.com`,
        `${dotted(4)}+x@googlemail.com`,
      ];
      const anon = client(target());
      for (const email of variants) expect((await anon.from('contacts').insert(contactRow(null, 'chat', { email }))).error).toBeNull();
      const refused = await anon.from('contacts').insert(contactRow(null, 'chat', { email: `${dotted(5)}@googlemail.com` }));
      expect(refused.status).toBe(429);
      expect(refused.error?.code).toBe('PT429');
    });

    it('a visitor who is not signed in names any address: the owner gets the lead, the address gets no mail', async () => {
      const email = uniqueEmail('stranger');
      expect(
        (
          await client(target())
            .from('contacts')
            .insert(contactRow(null, 'chat', { email }))
        ).error,
      ).toBeNull();
      const mails = await queued(target, email);
      expect(mails.map((m) => m.audience)).toContain('owner');
      expect(toSender(mails)).toEqual([]);
    });

    it("a signed-in user naming someone else's address sends that address nothing", async () => {
      const user = await signUpUser(target(), 'member');
      const other = uniqueEmail('someone-else');
      expect((await user.client.from('contacts').insert(contactRow(user.id, 'chat', { email: other }))).error).toBeNull();
      expect(toSender(await queued(target, other))).toEqual([]);
    });

    it("a signed-in user's own address, in any spelling, gets the confirmation at the account's address, with nothing the visitor typed", async () => {
      const user = await signUpUser(target(), 'own');
      const email = respelled(user.email, 'forms');
      const name = 'Cheap pills at spam.example';
      const message = 'Visit spam.example/buy for the best deals';
      expect((await user.client.from('contacts').insert(contactRow(user.id, 'chat', { email, name, message }))).error).toBeNull();
      const [confirmation, ...more] = toSender(await queued(target, email));
      expect(more).toEqual([]);
      expect(confirmation).toMatchObject({ recipient: user.email, subject: 'We received your contact message' });
      expect(confirmation!.body).not.toContain('spam.example');
    });

    it('no mailbox gets more confirmations than the per-mailbox limit, across all three forms', async () => {
      const user = await signUpUser(target(), 'busy');
      const emails: string[] = [];
      for (const table of SUBMISSION_TABLES) {
        for (let i = 0; i < 3; i++) {
          const email = respelled(user.email, `${table.replace('_', '')}${i}`);
          emails.push(email);
          expect((await user.client.from(table).insert(rowFor(table, user.id, { email }))).error).toBeNull();
        }
      }
      const confirmations = toSender(await queued(target, ...emails));
      expect(confirmations).toHaveLength(5);
      expect(new Set(confirmations.map((m) => m.recipient))).toEqual(new Set([user.email]));
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
