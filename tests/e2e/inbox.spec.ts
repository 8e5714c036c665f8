import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { test, expect, expectAccessible, signInThroughUi, expectNoSidewaysScroll } from '../support/fixtures';
import { adminClient, backendUrl, createUser, lastEmailTo, rowsWhere, uniqueEmail, type TestUser } from '../support/backend';
import { BASE_URL } from '../support/ports';
import { LEADS_BY_SOURCE, NEWSLETTER_INBOX } from '../../mf-account/src/logic/constants';

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
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

/** A newsletter address as the owner's list holds it: asked for, then confirmed (or left pending). */
async function subscriber(email: string, confirmed: boolean) {
  const admin = adminClient();
  const { error } = await admin.from('newsletter_subscribers').insert({ email });
  if (error) throw new Error(error.message);
  if (!confirmed) return;
  const { error: confirmError } = await admin
    .from('newsletter_subscribers')
    .update({ status: 'confirmed', confirmed_at: new Date().toISOString() })
    .eq('email', email);
  if (confirmError) throw new Error(confirmError.message);
}

/** A lead as a form stores it with where it came from (docs/decisions/026-lead-source-in-session-storage.md). */
async function lead(table: 'contacts' | 'service_requests', source: Record<string, string>) {
  const who = { name: 'Source Visitor', email: uniqueEmail('lead-by-source'), ...source };
  const { error } =
    table === 'contacts'
      ? await adminClient()
          .from('contacts')
          .insert({ ...who, message: 'Where did I come from?', contact_type: 'chat' })
      : await adminClient()
          .from('service_requests')
          .insert({ ...who, service: 'AI/ML API Development' });
  if (error) throw new Error(error.message);
}

test('the owner sees the newsletter count, downloads the list as CSV, and reads the leads by source', async ({ page, requests }) => {
  test.slow(); // rows to seed, a sign-in, a download and axe in two schemes on a shared machine
  const owner = await createUser('owner');
  await makeOwner(owner);
  const tag = randomUUID().slice(0, 8);
  const plain = uniqueEmail('reader');
  // A spreadsheet would run this address as a formula: the CSV must hand it over as text.
  const formula = `=sum-${tag}@example.com`;
  const pending = uniqueEmail('undecided');
  await Promise.all([subscriber(plain, true), subscriber(formula, true), subscriber(pending, false)]);
  const source = `inbox-test-${tag}`;
  const caseStudy = '/portfolio/water-meter-ocr';
  const fromCaseStudy = { utm_source: source, landing_page: '/', opened_on_page: caseStudy };
  await Promise.all([lead('contacts', fromCaseStudy), lead('contacts', fromCaseStudy), lead('service_requests', fromCaseStudy)]);

  await signInThroughUi(page, owner);
  await page.goto('/inbox');
  const newsletter = main(page).getByRole('region', { name: NEWSLETTER_INBOX.heading });
  const count = newsletter.getByTestId('subscriber-count');
  await expect(count).toHaveText(/^\d+ confirmed subscribers? · \d+ pending confirmation$/);
  const [confirmed, pendingCount] = ((await count.textContent()) ?? '').match(/\d+/g)!.map(Number) as [number, number];
  expect(confirmed).toBeGreaterThanOrEqual(2);
  expect(pendingCount).toBeGreaterThanOrEqual(1);

  const [download] = await Promise.all([page.waitForEvent('download'), newsletter.getByRole('button', { name: NEWSLETTER_INBOX.download }).click()]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^${NEWSLETTER_INBOX.fileName('DAY').replace(/\./g, '\\.').replace('DAY', '\\d{4}-\\d{2}-\\d{2}')}$`),
  );
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines[0]).toBe(NEWSLETTER_INBOX.columns.join(','));
  // Exactly the confirmed addresses the count says, one line each; the pending one is not on the list.
  expect(lines.slice(1, -1)).toHaveLength(confirmed);
  expect(lines.find((l) => l.startsWith(`${plain},`))).toMatch(/^[^,]+,\d{4}-\d{2}-\d{2}T/);
  expect(lines.find((l) => l.includes(formula))).toMatch(new RegExp(`^'=sum-${tag}@example\\.com,\\d{4}-\\d{2}-\\d{2}T`));
  expect(csv).not.toContain(pending);

  // Leads by source: the chart's text alternative counts this test's three leads in this week, under their source.
  const bySource = main(page).getByRole('region', { name: LEADS_BY_SOURCE.heading });
  await expect(bySource.getByTestId('leads-summary')).toContainText(`${source} 3`);
  const table = bySource.getByRole('region', { name: LEADS_BY_SOURCE.tableRegion }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(LEADS_BY_SOURCE.weeks + 2);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: source, exact: true }) });
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(LEADS_BY_SOURCE.weeks + 1);
  await expect(cells.nth(LEADS_BY_SOURCE.weeks - 1)).toHaveText('3');
  await expect(cells.last()).toHaveText('3');
  const caseStudies = bySource.getByRole('list');
  await expect(caseStudies.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'water-meter-ocr' }) })).toContainText('3 leads');

  // The chart is drawn from MUI X, a chunk of the shell's that this page alone fetches, lazily, and no remote ships.
  await expect(bySource.locator('svg').first()).toBeVisible();
  const charts = requests.filter((u) => u.includes('shared-mui-charts') && u.endsWith('.js'));
  expect(charts.length).toBeGreaterThanOrEqual(1);
  expect(charts.every((u) => u.startsWith(`${BASE_URL}/`))).toBe(true);
  expect(requests.filter((u) => !u.startsWith(`${BASE_URL}/`) && /x-charts|mui_src_charts/.test(u))).toEqual([]);

  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(bySource.locator('svg').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
