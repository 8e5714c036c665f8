import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from '../support/fixtures';
import { lastEmailTo, rowsWhere, uniqueEmail } from '../support/backend';
import { NOTE_POSTS, notePath } from '../support/notes';
import { NEWSLETTER_MESSAGES } from '../../packages/newsletter/src/constants';

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
