import { beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TABLES, rowFor, type SubmissionTable } from '../support/rows';
import { claimsOf, client, signUpUser, type TestUser, type TargetRef } from '../support/target';

const STATUSES: Record<SubmissionTable, { allowed: string[]; initial: string }> = {
  custom_quotes: { allowed: ['Pending', 'In Progress', 'Completed', 'Declined'], initial: 'Pending' },
  service_requests: { allowed: ['Pending', 'In Progress', 'Completed', 'Declined'], initial: 'Pending' },
  contacts: { allowed: ['New', 'Read', 'Archived'], initial: 'New' },
};

/** Signs the user in again so the new access token carries the app_metadata set by the admin API. */
async function signInAgain(target: TargetRef, user: TestUser): Promise<TestUser> {
  const supabase = client(target());
  const { data, error } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { ...user, client: supabase, accessToken: data.session.access_token, refreshToken: data.session.refresh_token };
}

/** The owner role (app_metadata.role = 'owner'), its policies, the status values and the notification queue. */
export function ownerContract(target: TargetRef): void {
  describe('site owner', () => {
    let owner: TestUser;
    let client1: TestUser;
    let stranger: TestUser;
    const ids = {} as Record<SubmissionTable, string>;
    const senders = {} as Record<SubmissionTable, string>;

    beforeAll(async () => {
      [owner, client1, stranger] = await Promise.all([signUpUser(target(), 'owner'), signUpUser(target(), 'client'), signUpUser(target(), 'stranger')]);
      const admin = client(target(), target().serviceKey);
      const { error } = await admin.auth.admin.updateUserById(owner.id, { app_metadata: { role: 'owner' } });
      expect(error).toBeNull();
      owner = await signInAgain(target, owner);
      // client1's own mailbox, spelled with a +tag per form: each lead is told apart, and confirmations (which
      // go only to a signed-in sender's own address) reach client1.
      const [local, host] = client1.email.split('@') as [string, string];
      for (const table of SUBMISSION_TABLES) {
        const email = `${local}+${table}@${host}`;
        senders[table] = email;
        const inserted = await client1.client.from(table).insert(rowFor(table, client1.id, { email, name: 'Grace Sender' }));
        expect(inserted.error).toBeNull();
        const mine = await client1.client.from(table).select('id').eq('email', email);
        ids[table] = mine.data![0]!.id as string;
      }
    });

    it('the admin API merges app_metadata (service key only) and new tokens carry it', async () => {
      const admin = client(target(), target().serviceKey);
      const { data, error } = await admin.auth.admin.updateUserById(owner.id, { app_metadata: { plan: 'x' } });
      expect(error).toBeNull();
      expect(data.user!.app_metadata).toEqual(expect.objectContaining({ role: 'owner', plan: 'x', provider: 'email' }));
      const removed = await admin.auth.admin.updateUserById(owner.id, { app_metadata: { plan: null } });
      expect(removed.data.user!.app_metadata).not.toHaveProperty('plan');
      expect((claimsOf(owner.accessToken).app_metadata as Record<string, unknown>).role).toBe('owner');
      const listed = await admin.auth.admin.listUsers({ page: 1, perPage: 1000 });
      expect(listed.error).toBeNull();
      expect(listed.data.users.find((u) => u.id === owner.id)?.app_metadata.role).toBe('owner');
      expect((await stranger.client.auth.admin.listUsers()).error?.status).toBe(403);

      // A user's own key cannot promote anyone, not even with the admin route.
      const self = await stranger.client.auth.admin.updateUserById(stranger.id, { app_metadata: { role: 'owner' } });
      expect(self.error?.status).toBe(403);
      const anon = await client(target()).auth.admin.updateUserById(stranger.id, { app_metadata: { role: 'owner' } });
      expect(anon.error?.status).toBe(403);
      const missing = await admin.auth.admin.updateUserById('00000000-0000-4000-8000-000000000000', {
        app_metadata: { role: 'owner' },
      });
      expect(missing.error?.status).toBe(404);
      // user_metadata is the user's to write, so it never grants the owner role.
      await stranger.client.auth.updateUser({ data: { role: 'owner' } });
      const again = await signInAgain(target, stranger);
      expect((await again.client.from('contacts').select('id').eq('id', ids.contacts)).data).toEqual([]);
    });

    it.each(SUBMISSION_TABLES)('%s: the owner reads every row; a client only their own; a stranger none of them', async (table) => {
      const asOwner = await owner.client.from(table).select('*').eq('id', ids[table]);
      expect(asOwner.error).toBeNull();
      expect(asOwner.data).toHaveLength(1);
      expect(asOwner.data![0]!.status).toBe(STATUSES[table].initial);
      const asClient = await client1.client.from(table).select('id').eq('id', ids[table]);
      expect(asClient.data).toHaveLength(1);
      const asStranger = await stranger.client.from(table).select('id').eq('id', ids[table]);
      expect(asStranger.data).toEqual([]);
    });

    it.each(SUBMISSION_TABLES)('%s: only the owner changes a status, only to an allowed value, and nothing else', async (table) => {
      const next = STATUSES[table].allowed[1]!;
      for (const user of [client1, stranger]) {
        const tried = await user.client.from(table).update({ status: next }).eq('id', ids[table]).select('id');
        expect(tried.data ?? []).toEqual([]);
      }
      const anon = await client(target()).from(table).update({ status: next }).eq('id', ids[table]);
      expect(anon.error?.code).toBe('42501');
      expect((await owner.client.from(table).select('status').eq('id', ids[table])).data![0]!.status).toBe(STATUSES[table].initial);

      const bad = await owner.client.from(table).update({ status: 'Lost' }).eq('id', ids[table]);
      expect(bad.error?.code).toBe('23514');
      const otherColumn = await owner.client.from(table).update({ name: 'Changed' }).eq('id', ids[table]);
      expect(otherColumn.error?.code).toBe('42501');

      const ok = await owner.client.from(table).update({ status: next }).eq('id', ids[table]).select('status');
      expect(ok.error).toBeNull();
      expect(ok.data).toEqual([{ status: next }]);
      // The client sees the status the owner set.
      expect((await client1.client.from(table).select('status, name').eq('id', ids[table])).data).toEqual([{ status: next, name: 'Grace Sender' }]);
    });

    it.each(SUBMISSION_TABLES)('%s: every allowed status is accepted by the database', async (table) => {
      for (const status of STATUSES[table].allowed) {
        const res = await owner.client.from(table).update({ status }).eq('id', ids[table]).select('status');
        expect(res.error).toBeNull();
        expect(res.data).toEqual([{ status }]);
      }
    });

    it('nobody but the service role reads the notification queue', async () => {
      for (const supabase of [owner.client, client1.client, client(target())]) {
        const { data } = await supabase.from('notification_queue').select('*');
        expect(data ?? []).toEqual([]);
      }
      const admin = client(target(), target().serviceKey);
      const { data, error } = await admin
        .from('notification_queue')
        .select('submission_table, audience, recipient, link_path')
        .eq('submission_id', ids.contacts)
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual(
        expect.arrayContaining([
          { submission_table: 'contacts', audience: 'owner', recipient: owner.email, link_path: '/inbox' },
          { submission_table: 'contacts', audience: 'sender', recipient: client1.email, link_path: null },
        ]),
      );
    });

    it.each(SUBMISSION_TABLES)('%s: the owner is e-mailed the lead and the sender a confirmation', async (table) => {
      const outbox = target().outbox;
      if (!outbox) return;
      const kind = { custom_quotes: 'quote request', service_requests: 'service request', contacts: 'contact message' }[table];
      await expect.poll(async () => (await outbox(owner.email)).filter((m) => m.text.includes(senders[table])).length).toBe(1);
      const [toOwner] = (await outbox(owner.email)).filter((m) => m.text.includes(senders[table]));
      expect(toOwner!.type).toBe('notification');
      expect(toOwner!.subject).toBe(`New ${kind} from Grace Sender`);
      expect(toOwner!.text).toContain(`From: Grace Sender <${senders[table]}>`);
      expect(toOwner!.text).toMatch(/Message: |Service: /);
      expect(toOwner!.link).toMatch(/\/inbox$/);
      const confirmations = async () => (await outbox(client1.email)).filter((m) => m.subject === `We received your ${kind}`);
      await expect.poll(async () => (await confirmations()).length).toBe(1);
      const [confirmation] = await confirmations();
      // The sender's address is unverified: the confirmation carries nothing the visitor typed.
      expect(confirmation!.text).not.toContain('Grace Sender');
      expect(confirmation!.text).not.toContain('/inbox');
      const admin = client(target(), target().serviceKey);
      const queued = await admin.from('notification_queue').select('delivered_at').eq('submission_id', ids[table]);
      expect(queued.data!.length).toBeGreaterThanOrEqual(2);
      await expect
        .poll(async () => {
          const rows = await admin.from('notification_queue').select('delivered_at').eq('submission_id', ids[table]);
          return rows.data!.every((r) => r.delivered_at !== null);
        })
        .toBe(true);
    });
  });
}
