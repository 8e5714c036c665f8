import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY } from '../src/config';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { drainQueue, mailFor, retryDelaySeconds } from '../src/notifications';
import type { Mail } from '../src/outbox';

describe('local notification sender', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase(MEMORY);
  });
  afterAll(async () => {
    await opened.db.close();
  });

  it('a failed delivery is kept, retried later and then marked delivered; the submission stays', async () => {
    const { db } = opened;
    // Lin, signed in, sends a message from her own address: the one submission that queues her a confirmation.
    await db.transaction(async (tx) => {
      await tx.query(`insert into auth.users (id, email, email_confirmed_at) values ('00000000-0000-4000-8000-00000000001a', 'lin@example.com', now())`);
      await tx.query(`select set_config('request.jwt.claims', '{"sub":"00000000-0000-4000-8000-00000000001a","role":"authenticated"}', true)`);
      await tx.query(`insert into public.contacts (name, email, message, contact_type) values ('Lin', 'lin@example.com', 'Hi', 'chat')`);
    });
    const failing = () => {
      throw new Error('SMTP down');
    };
    expect(await drainQueue(db, failing, { site: 'http://site.test', api: 'http://api.test' })).toBe(0);
    const failed = await db.query<{ attempts: number; last_error: string; delivered_at: unknown; due: boolean }>(
      `select attempts, last_error, delivered_at, next_attempt_at > now() as due from public.notification_queue`,
    );
    expect(failed.rows).toEqual([{ attempts: 1, last_error: 'SMTP down', delivered_at: null, due: true }]);
    expect((await db.query('select 1 from public.contacts')).rows).toHaveLength(1);

    // Not due yet: nothing is tried again.
    const sent: Omit<Mail, 'sent_at'>[] = [];
    expect(await drainQueue(db, (m) => void sent.push(m), { site: 'http://site.test', api: 'http://api.test' })).toBe(0);
    await db.query('update public.notification_queue set next_attempt_at = now()');
    expect(await drainQueue(db, (m) => void sent.push(m), { site: 'http://site.test', api: 'http://api.test' })).toBe(1);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['lin@example.com', 'We received your contact message']]);
    const done = await db.query<{ attempts: number; delivered: boolean }>(
      'select attempts, delivered_at is not null as delivered from public.notification_queue',
    );
    expect(done.rows).toEqual([{ attempts: 2, delivered: true }]);
    expect(await drainQueue(db, (m) => void sent.push(m), { site: 'http://site.test', api: 'http://api.test' })).toBe(0);
  });

  it('backs off longer after each failure, up to an hour', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([15, 30, 60]);
    expect(retryDelaySeconds(40)).toBe(3600);
  });

  it('makes the inbox link absolute with the site URL', () => {
    const mail = mailFor(
      { id: '1', recipient: 'Owner@Example.com', subject: 's', body: 'b\n', link_path: '/inbox', link_text: null, unsubscribe_token: null, attempts: 0 },
      { site: 'https://site.test', api: 'https://api.test' },
    );
    expect(mail).toEqual({
      to: 'owner@example.com',
      subject: 's',
      text: 'b\n\nOpen the inbox: https://site.test/inbox\n',
      link: 'https://site.test/inbox',
      type: 'notification',
    });
  });
});

describe('mail to a subscriber', () => {
  it('carries the confirm link, a visible unsubscribe link and the one-click List-Unsubscribe headers', () => {
    const token = 'a'.repeat(64);
    const mail = mailFor(
      {
        id: '2',
        recipient: 'reader@example.com',
        subject: 'Confirm your subscription to the notes',
        body: 'Hello.\n',
        link_path: `/newsletter?confirm=${'b'.repeat(64)}`,
        link_text: 'Confirm your subscription',
        unsubscribe_token: token,
        attempts: 0,
      },
      { site: 'https://site.test', api: 'https://api.test' },
    );
    expect(mail.text).toBe(
      `Hello.\n\nConfirm your subscription: https://site.test/newsletter?confirm=${'b'.repeat(64)}\n` +
        `\nUnsubscribe: https://site.test/newsletter?unsubscribe=${token}\n`,
    );
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://api.test/functions/v1/newsletter-unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('seed data', () => {
  it('is no migration, and a new database gets it exactly once', async () => {
    const { listMigrations } = await import('../src/db/migrate');
    const { readFile } = await import('node:fs/promises');
    for (const m of await listMigrations()) {
      expect(await readFile(m.file, 'utf8')).not.toMatch(/insert into public\.(testimonials|dashboard_stats)/i);
    }
    const fresh = await openDatabase(MEMORY);
    try {
      const counts = await fresh.db.query<{ t: number; s: number }>(
        'select (select count(*)::int from public.testimonials) as t, (select count(*)::int from public.dashboard_stats) as s',
      );
      expect(counts.rows).toEqual([{ t: 3, s: 6 }]);
    } finally {
      await fresh.db.close();
    }
  });
});
