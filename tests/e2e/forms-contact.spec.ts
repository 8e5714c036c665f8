import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInThroughUi, expectNoSidewaysScroll } from '../support/fixtures';
import { createUser, rowsWhere, uniqueEmail } from '../support/backend';
import { TEST_PORTS } from '../support/ports';
import { CONTACT_MESSAGES, CONTACT_TITLE } from '../../mf-forms/src/logic/constants';

const TYPE_LABELS = {
  idea: 'I have a project idea',
  chat: 'I would like to chat',
  product: 'I am interested in a product',
} as const;

/** Opens the page and waits for the remote (slow to arrive when the CPU is shared with other builds). */
async function openContact(page: Page, url = '/contact') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeVisible({ timeout: 20_000 });
}

const form = (page: Page) => page.getByRole('form', { name: CONTACT_TITLE });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending\.\.\./ });
const toast = (page: Page) => page.getByTestId('toast');

function countInserts(page: Page) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/rest/v1/contacts')) seen.push(r.url());
  });
  return seen;
}

async function fillCommon(page: Page, values: { name: string; email: string; message: string }) {
  await form(page).getByLabel('Name').fill(values.name);
  await form(page).getByLabel('Email').fill(values.email);
  await form(page).getByLabel('Message').fill(values.message);
}

const ideaSelects = (page: Page) => ['Industry', 'Product type', 'Application type'].map((l) => form(page).getByLabel(l));
const productSelects = (page: Page) => ['Budget', 'Timeline'].map((l) => form(page).getByLabel(l));

async function fillIdea(page: Page) {
  await form(page).getByLabel('Industry').selectOption({ label: 'Real Estate' });
  await form(page).getByLabel('Product type').selectOption({ label: 'IoT Solution' });
  await form(page).getByLabel('Application type').selectOption({ label: 'Progressive Web App (PWA)' });
}

async function fillProduct(page: Page) {
  await form(page).getByLabel('Budget').selectOption({ label: '$500 - $1,000' });
  await form(page).getByLabel('Timeline').selectOption({ label: '12+ months' });
}

test('the form shows the selects of the chosen type only', async ({ page }) => {
  await openContact(page);
  await expect(form(page).getByRole('radio', { name: TYPE_LABELS.idea })).toBeChecked();
  for (const s of ideaSelects(page)) await expect(s).toBeVisible();
  for (const s of productSelects(page)) await expect(s).toHaveCount(0);
  await form(page).getByRole('radio', { name: TYPE_LABELS.product }).check();
  for (const s of productSelects(page)) await expect(s).toBeVisible();
  for (const s of ideaSelects(page)) await expect(s).toHaveCount(0);
  await form(page).getByRole('radio', { name: TYPE_LABELS.chat }).check();
  for (const s of [...ideaSelects(page), ...productSelects(page)]) await expect(s).toHaveCount(0);
  await expect(form(page).getByLabel('Message')).toHaveAttribute('rows', '5');
});

test('an idea lands with its three selects and null budget and timeline, then the form resets', async ({ page }) => {
  const email = uniqueEmail('contact-idea');
  await openContact(page);
  // Pick product values first: switching back to idea must not store them.
  await form(page).getByRole('radio', { name: TYPE_LABELS.product }).check();
  await fillProduct(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.idea }).check();
  await fillCommon(page, { name: 'Idea Visitor', email, message: 'A booking assistant for agents.' });
  await fillIdea(page);
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);

  const rows = await rowsWhere('contacts', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    user_id: null,
    name: 'Idea Visitor',
    message: 'A booking assistant for agents.',
    contact_type: 'idea',
    industry: 'real estate',
    product_type: 'IoT Solution',
    app_type: 'Progressive Web App (PWA)',
    budget: null,
    timeline: null,
  });

  await expect(form(page).getByLabel('Name')).toHaveValue('');
  await expect(form(page).getByLabel('Email')).toHaveValue('');
  await expect(form(page).getByLabel('Message')).toHaveValue('');
  await expect(form(page).getByRole('radio', { name: TYPE_LABELS.idea })).toBeChecked();
  await expect(form(page).getByLabel('Industry')).toHaveValue('');
});

test('a product enquiry lands with budget and timeline and null idea selects', async ({ page }) => {
  const email = uniqueEmail('contact-product');
  await openContact(page);
  await fillIdea(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.product }).check();
  await fillCommon(page, { name: 'Product Visitor', email, message: 'Is the analytics tool available?' });
  await fillProduct(page);
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  expect(await rowsWhere('contacts', 'email', email)).toMatchObject([
    {
      user_id: null,
      contact_type: 'product',
      industry: null,
      product_type: null,
      app_type: null,
      budget: 'small',
      timeline: '12+',
    },
  ]);
});

test('a chat lands with every optional field null', async ({ page }) => {
  const email = uniqueEmail('contact-chat');
  await openContact(page);
  await fillIdea(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.product }).check();
  await fillProduct(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.chat }).check();
  await fillCommon(page, { name: 'Chat Visitor', email, message: 'Hello there.' });
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  expect(await rowsWhere('contacts', 'email', email)).toMatchObject([
    { contact_type: 'chat', industry: null, product_type: null, app_type: null, budget: null, timeline: null, message: 'Hello there.' },
  ]);
});

test('invalid submissions show the messages and a 3 s toast, and send nothing', async ({ page }) => {
  const inserts = countInserts(page);
  await page.clock.install();
  await openContact(page);
  await expect(sendButton(page)).toBeEnabled();
  await page.clock.pauseAt(Date.now() + 1000);
  await sendButton(page).click();
  for (const message of [
    CONTACT_MESSAGES.nameRequired,
    CONTACT_MESSAGES.emailRequired,
    CONTACT_MESSAGES.messageRequired,
    CONTACT_MESSAGES.industryRequired,
    CONTACT_MESSAGES.productTypeRequired,
    CONTACT_MESSAGES.appTypeRequired,
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.fillRequired);
  await page.clock.runFor(2900);
  await expect(toast(page)).toHaveCSS('opacity', '1');
  // At 3000 ms the toast starts its fade (opacity 0); with the clock resumed the 300 ms fade ends and it is gone.
  await page.clock.runFor(100);
  await expect(toast(page)).toHaveCSS('opacity', '0');
  await page.clock.resume();
  await expect(toast(page)).toHaveCount(0);

  // Editing a field clears only its error.
  await form(page).getByLabel('Name').fill('Half Done');
  await expect(form(page).getByText(CONTACT_MESSAGES.nameRequired)).toHaveCount(0);
  await expect(form(page).getByText(CONTACT_MESSAGES.emailRequired)).toBeVisible();

  const name = `Invalid ${uniqueEmail('n')}`;
  await form(page).getByLabel('Name').fill(name);
  await form(page).getByRole('radio', { name: TYPE_LABELS.product }).check();
  await form(page).getByLabel('Email').fill('someone@example');
  await form(page).getByLabel('Message').fill('Almost complete.');
  await sendButton(page).click();
  await expect(form(page).getByText(CONTACT_MESSAGES.emailInvalid)).toBeVisible();
  await expect(form(page).getByText(CONTACT_MESSAGES.budgetRequired)).toBeVisible();
  await expect(form(page).getByText(CONTACT_MESSAGES.timelineRequired)).toBeVisible();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.fillRequired);

  expect(inserts).toEqual([]);
  expect(await rowsWhere('contacts', 'name', name)).toEqual([]);
});

test("the button reads 'Sending...' and is disabled while the message is sent", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/rest/v1/contacts*', async (route) => {
    await held;
    await route.continue();
  });
  const email = uniqueEmail('contact-sending');
  await openContact(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.chat }).check();
  await fillCommon(page, { name: 'Patient Visitor', email, message: 'Waiting.' });
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(sendButton(page)).toBeDisabled();
  release();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  await expect(sendButton(page)).toHaveText('Send Message');
  await expect(sendButton(page)).toBeEnabled();
  expect(await rowsWhere('contacts', 'email', email)).toHaveLength(1);
});

test('a failed insert shows the failure toast, logs it and keeps the form', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/rest/v1/contacts*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'storage unavailable' }) }),
  );
  await openContact(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.chat }).check();
  await fillCommon(page, { name: 'Unlucky Visitor', email: uniqueEmail('contact-fail'), message: 'Hello.' });
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.failure);
  await expect(toast(page)).toHaveAttribute('data-toast-type', 'error');
  expect(errors.some((e) => e.includes('storage unavailable'))).toBe(true);
  await expect(form(page).getByLabel('Name')).toHaveValue('Unlucky Visitor');
});

test("a signed-in user's message carries their user id", async ({ page }) => {
  const user = await createUser('contact-member');
  await signInThroughUi(page, user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await form(page).getByRole('radio', { name: TYPE_LABELS.chat }).check();
  await fillCommon(page, { name: user.username, email: user.email, message: 'From my account.' });
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  expect(await rowsWhere('contacts', 'email', user.email)).toMatchObject([{ user_id: user.id, contact_type: 'chat' }]);
});

test('the contact page passes axe, clean and with every error shown', async ({ page }) => {
  // Three axe runs over the composed page take longer than the default on a shared CPU.
  test.slow();
  await openContact(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectAccessible(page);
  await sendButton(page).click();
  await expect(form(page).getByText(CONTACT_MESSAGES.industryRequired)).toBeVisible();
  await expectAccessible(page);
  await form(page).getByRole('radio', { name: TYPE_LABELS.product }).check();
  await expectAccessible(page);
});

test('the contact page works at 375 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = uniqueEmail('contact-mobile');
  await openContact(page);
  await fillCommon(page, { name: 'Phone Visitor', email, message: 'Sent from a phone.' });
  await fillIdea(page);
  await expectNoSidewaysScroll(page);
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  expect(await rowsWhere('contacts', 'email', email)).toMatchObject([{ contact_type: 'idea', industry: 'real estate' }]);
});

test('the remote runs standalone at /contact and sends a message', async ({ page }) => {
  test.slow();
  const email = uniqueEmail('contact-standalone');
  await openContact(page, `http://localhost:${TEST_PORTS.mf_forms}/contact`);
  await form(page).getByRole('radio', { name: TYPE_LABELS.chat }).check();
  await fillCommon(page, { name: 'Standalone Visitor', email, message: 'Hello from the remote alone.' });
  await sendButton(page).click();
  await expect(toast(page)).toHaveText(CONTACT_MESSAGES.success);
  expect(await rowsWhere('contacts', 'email', email)).toMatchObject([{ contact_type: 'chat', user_id: null }]);
  await expectAccessible(page);
});
