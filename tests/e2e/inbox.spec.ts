import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { test, expect, expectAccessible, signInThroughUi } from '../support/fixtures';
import { adminClient, backendUrl, createUser, lastEmailTo, rowsWhere, type TestUser } from '../support/backend';

test.describe.configure({ mode: 'parallel' });

const LEAD_TABLES = /\/rest\/v1\/(custom_quotes|service_requests|contacts)\b/;

async function makeOwner(user: TestUser) {
  const { error } = await adminClient().auth.admin.updateUserById(user.id, { app_metadata: { role: 'owner' } });
  if (error) throw new Error(`could not make an owner: ${error.message}`);
}

/** A contact message sent by a signed-in client, as the Contact page stores it. */
async function sendContact(user: TestUser, message: string): Promise<string> {
  const supabase = createClient(backendUrl(), process.env.TEST_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
  const { error: signInError } = await supabase.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signInError) throw new Error(signInError.message);
  const { error } = await supabase.from('contacts').insert({
    user_id: user.id,
    name: user.username,
    email: user.email,
    message,
    contact_type: 'chat',
  });
  if (error) throw new Error(error.message);
  const [row] = await rowsWhere('contacts', 'message', message);
  return row!.id as string;
}

const main = (page: Page) => page.getByRole('main');

test('an owner reads a new lead in /inbox and marks it Read; the client sees Read on their profile', async ({ page, browser }) => {
  test.slow(); // two users, two sign-ins and a status change on a shared machine
  const [owner, client] = await Promise.all([createUser('owner'), createUser('client')]);
  await makeOwner(owner);
  const message = `Inbox lead ${client.username}`;
  const id = await sendContact(client, message);

  // The owner is e-mailed the lead with a link to the inbox, the sender a confirmation.
  await expect.poll(async () => (await lastEmailTo(owner.email).catch(() => null))?.text ?? '').toContain(message);
  expect((await lastEmailTo(owner.email)).link).toMatch(/\/inbox$/);
  await expect.poll(async () => (await lastEmailTo(client.email).catch(() => null))?.subject).toBe('We received your contact message');

  await signInThroughUi(page, owner);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = main(page).getByRole('listitem').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { expanded: false })).toContainText('New');

  // Search narrows the list down to the lead; the row opens with the keyboard and shows every field.
  await main(page).getByRole('searchbox', { name: 'Search' }).fill(client.username);
  await expect(main(page).getByRole('listitem')).toHaveCount(1);
  await row.getByRole('button', { expanded: false }).focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('definition').filter({ hasText: client.email })).toHaveCount(1);
  await expect(row.getByRole('definition').filter({ hasText: message })).toHaveCount(1);
  await expectAccessible(page);

  await row.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Read' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Status changed to Read.');
  await expect(row.getByRole('button', { expanded: true })).toContainText('Read');
  await expect.poll(async () => (await rowsWhere('contacts', 'id', id))[0]?.status).toBe('Read');

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const clientPage = await context.newPage();
  await signInThroughUi(clientPage, client);
  await clientPage.goto('/profile');
  const contacts = clientPage.getByRole('tabpanel', { name: 'Contact Submissions' });
  const badge = contacts.getByRole('button').filter({ hasText: message }).locator('[data-tone]');
  await expect(badge).toHaveText('Read');
  await expect(badge).toHaveAttribute('data-tone', 'green');
  await context.close();
});

test('a non-owner gets the 404 page at /inbox, no Inbox link, and no lead rows', async ({ page }) => {
  const user = await createUser('client');
  const leadResponses: number[] = [];
  page.on('response', (r) => {
    if (LEAD_TABLES.test(r.url()) && r.request().method() === 'GET' && !r.url().includes('user_id=eq.')) {
      leadResponses.push(r.status());
    }
  });
  await page.goto('/inbox');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  await signInThroughUi(page, user);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inbox' })).toHaveCount(0);
  await page.goto('/inbox');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Inbox' })).toHaveCount(0);
  expect(leadResponses).toEqual([]);
});

test('the inbox fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const owner = await createUser('owner');
  await makeOwner(owner);
  await signInThroughUi(page, owner);
  await page.goto('/inbox');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: 'Search' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
