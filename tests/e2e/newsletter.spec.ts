import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, signInThroughUi } from '../support/fixtures';
import { adminClient, createUser, emailsTo, lastEmailTo, rowsWhere, uniqueEmail } from '../support/backend';
import { NOTE_POSTS, notePath } from '../support/notes';
import { NEWSLETTER_MESSAGES } from '../../packages/newsletter/src/constants';
import { NEWSLETTER_SEND_COPY } from '../../mf-account/src/logic/newsletterSends/constants';
import { STATE_LABELS } from '../../mf-account/src/logic/newsletterSends/sendReport';

/** An e-mailed link on the site under test: the backend writes its own SITE_URL, the suite serves another port. */
const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const statusOf = async (email: string) => (await rowsWhere('newsletter_subscribers', 'email', email)).map((r) => r.status as string);

test('subscribe → confirmation mail → confirm → subscribed → unsubscribe link → unsubscribed', async ({ page }) => {
  test.slow(); // a journey with several backend round trips, on a shared machine
  const email = uniqueEmail('reader');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEWSLETTER_MESSAGES.pageTitle })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: NEWSLETTER_MESSAGES.formTitle });
  await expect(form.getByText(NEWSLETTER_MESSAGES.privacy)).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('textbox', { name: NEWSLETTER_MESSAGES.emailLabel }).fill(email);
  await form.getByRole('button', { name: NEWSLETTER_MESSAGES.submit }).click();
  await expect(form.getByText(NEWSLETTER_MESSAGES.sent)).toBeVisible();
  expect(await statusOf(email)).toEqual(['pending']);

  await expect.poll(async () => (await lastEmailTo(email).catch(() => null))?.subject).toBe('Confirm your subscription to the notes');
  const mail = await lastEmailTo(email);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/functions\/v1\/newsletter-unsubscribe\?token=[0-9a-f]{64}>$/);
  const unsubscribeLink = /Unsubscribe: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(unsubscribeLink).toMatch(/\/newsletter\?unsubscribe=[0-9a-f]{64}$/);

  await page.goto(onSite(mail.link));
  await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(email)).toEqual(['confirmed']);

  await page.goto(onSite(unsubscribeLink));
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(email)).toEqual(['unsubscribed']);
  await expectAccessible(page);
});

/** Asks for a subscription from one form and follows the confirmation mail: the address ends up subscribed. */
async function subscribeAndConfirm(page: Page, form: Locator, email: string) {
  await form.getByRole('textbox', { name: NEWSLETTER_MESSAGES.emailLabel }).fill(email);
  await form.getByRole('button', { name: NEWSLETTER_MESSAGES.submit }).click();
  // The first submission on a page loads the backend's client first.
  await expect(form.getByText(NEWSLETTER_MESSAGES.sent)).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(email)).toEqual(['pending']);
  await expect.poll(async () => (await lastEmailTo(email).catch(() => null))?.subject).toBe('Confirm your subscription to the notes');
  await page.goto(onSite((await lastEmailTo(email)).link));
  await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(email)).toEqual(['confirmed']);
}

test('/notes and each post carry the form with the page; subscribing from /notes subscribes once confirmed', async ({ page, request }) => {
  test.slow();
  for (const path of ['/notes', notePath(NOTE_POSTS[0]!.slug)]) {
    const html = await (await request.get(path)).text();
    // The page's own form is in its prerendered main content.
    expect(html.split(NEWSLETTER_MESSAGES.formTitle).length - 1, path).toBe(1);
  }
  await page.goto('/notes');
  const form = page.getByRole('main').getByRole('form', { name: NEWSLETTER_MESSAGES.formTitle });
  await expect(form.getByText(NEWSLETTER_MESSAGES.intro)).toBeVisible();
  await expectAccessible(page);
  await subscribeAndConfirm(page, form, uniqueEmail('notes-reader'));
});

test('the owner sends a note: one mail per confirmed subscriber, none to a pending one, and the inbox shows it sent', async ({ page }) => {
  test.slow(); // three subscriptions, a sign-in and a send on a shared machine
  const readers = [uniqueEmail('note-reader'), uniqueEmail('note-reader')];
  const pending = uniqueEmail('note-pending');
  const owner = await createUser('owner');
  const { error } = await adminClient().auth.admin.updateUserById(owner.id, { app_metadata: { role: 'owner' } });
  expect(error).toBeNull();

  await page.goto('/newsletter');
  const form = page.getByRole('form', { name: NEWSLETTER_MESSAGES.formTitle });
  for (const reader of readers) await subscribeAndConfirm(page, form, reader);
  await form.getByRole('textbox', { name: NEWSLETTER_MESSAGES.emailLabel }).fill(pending);
  await form.getByRole('button', { name: NEWSLETTER_MESSAGES.submit }).click();
  await expect(form.getByText(NEWSLETTER_MESSAGES.sent)).toBeVisible({ timeout: 20_000 });
  expect(await statusOf(pending)).toEqual(['pending']);

  // The inbox lists the published notes; the owner sends one after a second question.
  const note = NOTE_POSTS[0]!;
  await signInThroughUi(page, owner);
  await page.goto('/inbox');
  const section = page.getByRole('region', { name: NEWSLETTER_SEND_COPY.heading });
  const item = section.getByRole('article', { name: note.title });
  await expect(item.getByText(NEWSLETTER_SEND_COPY.notSent)).toBeVisible({ timeout: 20_000 });
  const sendButton = item.getByRole('button', { name: NEWSLETTER_SEND_COPY.send, exact: true });
  await expect(sendButton).toHaveAccessibleDescription(note.title);
  await sendButton.click();
  const question = item.getByRole('group', { name: NEWSLETTER_SEND_COPY.sendLabel(note.title) });
  await expect(question.getByRole('button', { name: NEWSLETTER_SEND_COPY.confirm })).toBeFocused();
  await expectAccessible(page);
  await question.getByRole('button', { name: NEWSLETTER_SEND_COPY.confirm }).click();
  await expect(page.getByTestId('toast')).toHaveText(NEWSLETTER_SEND_COPY.sent(note.title));
  await expect(item.getByText(STATE_LABELS.sent, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(sendButton).toHaveCount(0);

  // One mail per confirmed subscriber of the moment, each with its one-click unsubscribe; the pending one gets none.
  const [send] = await rowsWhere('newsletter_sends', 'slug', note.slug);
  expect(send).toMatchObject({ title: note.title, failed: 0, batches_done: send!.batches_total, finished_at: expect.any(String) });
  await expect(item.getByText(NEWSLETTER_SEND_COPY.recipients(send!.queued as number, send!.recipients as number))).toBeVisible();
  const { data: mails } = await adminClient()
    .from('notification_queue')
    .select('recipient')
    .eq('submission_table', 'newsletter_sends')
    .eq('submission_id', send!.id);
  const recipients = (mails ?? []).map((m) => m.recipient as string);
  expect(recipients).toHaveLength(send!.queued as number);
  expect(new Set(recipients).size).toBe(recipients.length);
  expect(recipients).toEqual(expect.arrayContaining(readers));
  expect(recipients).not.toContain(pending);
  for (const recipient of recipients) {
    const [row] = await rowsWhere('newsletter_subscribers', 'email', recipient);
    expect(Date.parse(row!.confirmed_at as string), recipient).toBeLessThanOrEqual(Date.parse(send!.created_at as string));
    const notes = (await emailsTo(recipient)).filter((m) => m.subject === `New note: ${note.title}`);
    expect(notes, recipient).toHaveLength(1);
    expect(notes[0]!.link).toMatch(new RegExp(`${notePath(note.slug)}$`));
    expect(notes[0]!.text).toContain(note.summary);
    expect(notes[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(notes[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/[^>]+\/functions\/v1\/newsletter-unsubscribe\?token=[0-9a-f]{64}>$/);
  }
  expect((await emailsTo(pending)).map((m) => m.subject)).toEqual(['Confirm your subscription to the notes']);
});
