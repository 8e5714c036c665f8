import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForLiveRemotes } from '../support/fixtures';
import { backendUrl, createUser, rowsWhere, uniqueEmail } from '../support/backend';
import { TEST_PORTS } from '../support/ports';
import { CONTACT_MESSAGES, CONTACT_TITLE, SERVICE_MESSAGES } from '../../mf-forms/src/logic/constants';
import { MESSAGES as ACCOUNT_MESSAGES } from '../../mf-account/src/logic/constants';
import { MESSAGES as QUOTE_MESSAGES, STEPS } from '../../mf-quote/src/logic/constants';
import { DOM, areaSelector } from '../support/dom';

/**
 * Issue 38, "A form is sent once": taps that land before the page is live, or while a submission is on its way,
 * send the form once. Each test holds the backend's answer back, taps three times, then lets it through and counts
 * what reached the backend.
 */

/** Holds the requests to one backend path until `release()`, counting them. */
async function holdBackend(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen: string[] = [];
  await page.route(
    (url) => url.href.startsWith(`${backendUrl()}${path}`),
    async (route) => {
      if (route.request().method() === 'OPTIONS') return route.continue();
      seen.push(route.request().method());
      await released;
      await route.continue();
    },
  );
  return { release, seen };
}

/** Three submits in one task: faster than any render, as taps in a row on a slow phone. */
const submitThrice = (form: Locator) => form.evaluate((el: HTMLFormElement) => [1, 2, 3].forEach(() => el.requestSubmit()));
const clickThrice = (button: Locator) => button.evaluate((el: HTMLElement) => [1, 2, 3].forEach(() => el.click()));
const toast = (page: Page) => page.getByTestId('toast');
const signOut = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign Out' });

test.describe('before the page is live', () => {
  // The remote's scripts are held: the prerendered form is all there is, and the early-input script keeps the taps.
  test.use({ waitForLive: false });

  test('three taps on Send before /contact is live store one message', async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js') && url.href.startsWith(`http://localhost:${TEST_PORTS.mf_forms}/`),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    const email = uniqueEmail('early-thrice');
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: CONTACT_TITLE });
    await form.getByRole('radio', { name: 'I would like to chat' }).check();
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Three taps, one message.');
    const send = form.getByRole('button', { name: 'Send Message' });
    for (let i = 0; i < 3; i++) await send.click();
    expect(await page.locator(areaSelector('contact')).evaluate((el, live) => el.hasAttribute(live), DOM.live)).toBe(false);

    release();
    await waitForLiveRemotes(page);
    await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
    expect(await rowsWhere('contacts', 'email', email)).toHaveLength(1);
  });
});

test('the contact form sends once while a submission is in flight', async ({ page }) => {
  const email = uniqueEmail('contact-thrice');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: CONTACT_TITLE });
  await form.getByRole('radio', { name: 'I would like to chat' }).check();
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('One message, however often it is sent.');
  const held = await holdBackend(page, '/rest/v1/contacts');
  await submitThrice(form);
  await expect.poll(() => held.seen.length).toBe(1);
  held.release();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  expect(held.seen).toHaveLength(1);
  expect(await rowsWhere('contacts', 'email', email)).toHaveLength(1);
});

test('a service request is sent once while a submission is in flight', async ({ page }) => {
  const title = 'AI/ML API Development';
  const email = uniqueEmail('service-thrice');
  await page.goto('/services');
  await page.getByRole('button', { name: title, exact: true }).click();
  const form = page.getByRole('form', { name: `Request ${title}` });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  const held = await holdBackend(page, '/rest/v1/service_requests');
  await submitThrice(form);
  await expect.poll(() => held.seen.length).toBe(1);
  held.release();
  await expect(form.getByRole('alert')).toHaveText(SERVICE_MESSAGES.success);
  expect(held.seen).toHaveLength(1);
  expect(await rowsWhere('service_requests', 'email', email)).toHaveLength(1);
});

test('a quote is sent once while a submission is in flight', async ({ page }) => {
  const email = uniqueEmail('quote-thrice');
  await page.goto('/');
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Get a custom quote' });
  const next = wizard.getByRole('button', { name: 'Next', exact: true });
  const picks = ['Machine Learning Development', 'Research & Feasibility Study', 'Python', '1-2 months', 'not sure'];
  for (const [i, name] of picks.entries()) {
    await expect(wizard.getByRole('heading', { level: 2 })).toHaveText(STEPS[i]!.title);
    await wizard.getByRole(i === 1 || i === 2 ? 'checkbox' : 'radio', { name, exact: true }).check();
    await next.click();
  }
  await wizard.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await wizard.getByRole('textbox', { name: 'Email' }).fill(email);
  const held = await holdBackend(page, '/rest/v1/custom_quotes');
  await submitThrice(wizard.locator('form'));
  await expect.poll(() => held.seen.length).toBe(1);
  held.release();
  await expect(toast(page)).toHaveText(QUOTE_MESSAGES.success);
  expect(held.seen).toHaveLength(1);
  expect(await rowsWhere('custom_quotes', 'email', email)).toHaveLength(1);
});

test('sign-up is sent once while it is in flight', async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill('ada');
  await form.getByLabel('Email').fill(uniqueEmail('signup-thrice'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-pass-1');
  await form.getByLabel('Confirm Password').fill('secret-pass-1');
  const held = await holdBackend(page, '/auth/v1/signup');
  await submitThrice(form);
  await expect.poll(() => held.seen.length).toBe(1);
  held.release();
  // Signed in at once, or asked to confirm the address first (AUTH_CONFIRM_EMAIL).
  await expect(signOut(page).or(page.getByRole('heading', { name: 'Check Your Inbox' }))).toBeVisible();
  expect(held.seen).toHaveLength(1);
});

test('sign-in is sent once while it is in flight', async ({ page }) => {
  const user = await createUser('signin-thrice');
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  const held = await holdBackend(page, '/auth/v1/token');
  await submitThrice(form);
  await expect.poll(() => held.seen.length).toBe(1);
  held.release();
  await expect(signOut(page)).toBeVisible();
  expect(held.seen).toHaveLength(1);
});

test('a reset link is asked for once while the request is in flight', async ({ page }) => {
  const user = await createUser('reset-thrice');
  await page.goto('/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  const held = await holdBackend(page, '/auth/v1/recover');
  await clickThrice(page.getByRole('main').getByRole('button', { name: 'Forgot password?' }));
  await expect.poll(() => held.seen.length).toBe(1);
  held.release();
  await expect(toast(page)).toHaveText(ACCOUNT_MESSAGES.resetEmailSent);
  expect(held.seen).toHaveLength(1);
});
