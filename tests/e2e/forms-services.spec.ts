import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signInThroughUi, expectNoSidewaysScroll } from '../support/fixtures';
import { createUser, rowsWhere, uniqueEmail } from '../support/backend';
import { TEST_PORTS } from '../support/ports';
import { expandServiceCard, watchScrollIntoView } from '../support/services';
import { SERVICE_MESSAGES } from '../../mf-forms/src/logic/constants';

const SERVICES = [
  { id: 'ai_software', title: 'AI-powered Software Development', fee: 'Starting at $500' },
  { id: 'ai_api', title: 'AI/ML API Development', fee: 'Starting at $500' },
  { id: 'ai_mobile', title: 'AI-powered Mobile App Development', fee: 'Starting at $1,500' },
  { id: 'chatbots', title: 'Chatbots & Conversational AI', fee: 'Starting at $1,000' },
] as const;

/** Opens the page and waits for the remote (slow to arrive when the CPU is shared with other builds). */
async function openServices(page: Page, url = '/services') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible({ timeout: 20_000 });
}

const toggle = (page: Page, title: string) => page.getByRole('button', { name: title, exact: true });
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

// Cards open without animation and scroll into view at once, as the site does under reduced motion; each test
// waits for that scroll before acting inside a card (see expandServiceCard).
test.use({ reducedMotion: 'reduce' });
test.beforeEach(({ page }) => watchScrollIntoView(page));

/** Counts the inserts the page sends, to prove an invalid form sends nothing. */
function countInserts(page: Page, table: string) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/rest/v1/${table}`)) seen.push(r.url());
  });
  return seen;
}

async function fillRequest(page: Page, title: string, values: { name: string; email: string; company?: string; message?: string }) {
  const form = panel(page, title);
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Email').fill(values.email);
  if (values.company !== undefined) await form.getByLabel('Company (optional)').fill(values.company);
  if (values.message !== undefined) await form.getByLabel('Message (optional)').fill(values.message);
}

for (const [index, service] of SERVICES.entries()) {
  test(`a request for ${service.title} lands in service_requests with its title`, async ({ page }) => {
    const email = uniqueEmail(`svc-${service.id}`);
    // Alternate filled and empty optional fields: empty ones must be stored as null.
    const withOptional = index % 2 === 0;
    await openServices(page);
    const card = page.locator(`#${service.id}`);
    await expect(card.getByText(service.fee)).toBeVisible();
    await expandServiceCard(page, service.title);
    await fillRequest(page, service.title, {
      name: `Visitor ${index}`,
      email,
      ...(withOptional ? { company: 'Example Labs', message: 'We would like a first call.' } : {}),
    });
    await panel(page, service.title).getByRole('button', { name: 'Request Service' }).click();
    await expect(panel(page, service.title).getByText(SERVICE_MESSAGES.success)).toBeVisible();

    const rows = await rowsWhere('service_requests', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      service: service.title,
      name: `Visitor ${index}`,
      email,
      user_id: null,
      company: withOptional ? 'Example Labs' : null,
      message: withOptional ? 'We would like a first call.' : null,
      status: expect.any(String),
      date_submitted: expect.any(String),
    });
  });
}

test('invalid requests show the messages and send nothing', async ({ page }) => {
  const inserts = countInserts(page, 'service_requests');
  const email = 'broken@example';
  await openServices(page);
  const title = SERVICES[1].title;
  await expandServiceCard(page, title);
  const form = panel(page, title);
  await form.getByRole('button', { name: 'Request Service' }).click();
  await expect(form.getByText(SERVICE_MESSAGES.nameRequired)).toBeVisible();
  await expect(form.getByText(SERVICE_MESSAGES.emailRequired)).toBeVisible();
  await expect(form.getByText(SERVICE_MESSAGES.summary)).toBeVisible();

  await fillRequest(page, title, { name: 'Visitor', email });
  await expect(form.getByText(SERVICE_MESSAGES.nameRequired)).toHaveCount(0);
  await form.getByRole('button', { name: 'Request Service' }).click();
  await expect(form.getByText(SERVICE_MESSAGES.emailInvalid)).toBeVisible();
  await expect(form.getByText(SERVICE_MESSAGES.summary)).toBeVisible();

  expect(inserts).toEqual([]);
  expect(await rowsWhere('service_requests', 'email', email)).toEqual([]);
});

test('a database error shows a human message, never the SQL, and keeps the card open', async ({ page }) => {
  const raw = 'new row for relation "service_requests" violates check constraint "service_requests_name_present"';
  await page.route('**/rest/v1/service_requests*', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: raw, code: '23514' }) }),
  );
  await openServices(page);
  const title = SERVICES[3].title;
  await expandServiceCard(page, title);
  await fillRequest(page, title, { name: 'Visitor', email: uniqueEmail('svc-fail') });
  await panel(page, title).getByRole('button', { name: 'Request Service' }).click();
  await expect(panel(page, title).getByText('Name is required and must be at most 200 characters.')).toBeVisible();
  await expect(page.getByText(/relation|constraint|service_requests/)).toHaveCount(0);
  await expect(toggle(page, title)).toHaveAttribute('aria-expanded', 'true');
});

test('one card is expanded at a time and a second click closes it', async ({ page }) => {
  await openServices(page);
  const [a, b] = [SERVICES[0].title, SERVICES[2].title];
  for (const s of SERVICES) await expect(toggle(page, s.title)).toHaveAttribute('aria-expanded', 'false');
  await expandServiceCard(page, a);
  await expect(panel(page, a).getByLabel('Name')).toBeVisible();
  await expandServiceCard(page, b);
  await expect(toggle(page, a)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#ai_software-panel')).toBeHidden();
  await expect(page.locator('article [aria-expanded="true"]')).toHaveCount(1);
  await toggle(page, b).click();
  await expect(page.locator('article [aria-expanded="true"]')).toHaveCount(0);
});

test('after a success the card collapses after exactly 2 s and its form is cleared', async ({ page }) => {
  await page.clock.install();
  await openServices(page);
  const title = SERVICES[2].title;
  const email = uniqueEmail('svc-collapse');
  await expandServiceCard(page, title);
  await fillRequest(page, title, { name: 'Visitor', email, company: 'Example Labs' });
  // Freeze the page's timers just before submitting, so the 2 s timer runs only when the test says so.
  await page.clock.pauseAt(Date.now() + 1000);
  await panel(page, title).getByRole('button', { name: 'Request Service' }).click();
  await expect(panel(page, title).getByText(SERVICE_MESSAGES.success)).toBeVisible();
  await expect(panel(page, title).getByRole('button', { name: 'Request Service' })).toBeDisabled();
  await page.clock.runFor(1999);
  await expect(toggle(page, title)).toHaveAttribute('aria-expanded', 'true');
  await page.clock.runFor(1);
  await expect(toggle(page, title)).toHaveAttribute('aria-expanded', 'false');
  await page.clock.resume();

  await toggle(page, title).click();
  await expect(panel(page, title).getByLabel('Name')).toHaveValue('');
  await expect(panel(page, title).getByLabel('Email')).toHaveValue('');
  await expect(panel(page, title).getByLabel('Company (optional)')).toHaveValue('');
  await expect(panel(page, title).getByText(SERVICE_MESSAGES.success)).toHaveCount(0);
  expect(await rowsWhere('service_requests', 'email', email)).toHaveLength(1);
});

test("a signed-in user's request carries their user id", async ({ page }) => {
  const user = await createUser('svc-member');
  await signInThroughUi(page, user);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  const title = SERVICES[0].title;
  await expandServiceCard(page, title);
  await fillRequest(page, title, { name: user.username, email: user.email });
  await panel(page, title).getByRole('button', { name: 'Request Service' }).click();
  await expect(panel(page, title).getByText(SERVICE_MESSAGES.success)).toBeVisible();
  const rows = await rowsWhere('service_requests', 'email', user.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ user_id: user.id, service: title });
});

test('the services page passes axe, collapsed and with a form showing errors', async ({ page }) => {
  // Two axe runs over the composed page take longer than the default on a shared CPU.
  test.slow();
  await openServices(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
  await expandServiceCard(page, SERVICES[3].title);
  await panel(page, SERVICES[3].title).getByRole('button', { name: 'Request Service' }).click();
  await expect(panel(page, SERVICES[3].title).getByText(SERVICE_MESSAGES.emailRequired)).toBeVisible();
  await expectAccessible(page);
});

test('the services page works at 375 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openServices(page);
  const title = SERVICES[2].title;
  await expandServiceCard(page, title);
  await expect(panel(page, title).getByLabel('Name')).toBeVisible();
  await expect(page.locator('#ai_mobile')).toBeInViewport();
  await expectNoSidewaysScroll(page);
  const email = uniqueEmail('svc-mobile');
  await fillRequest(page, title, { name: 'Phone Visitor', email });
  await panel(page, title).getByRole('button', { name: 'Request Service' }).click();
  await expect(panel(page, title).getByText(SERVICE_MESSAGES.success)).toBeVisible();
  expect(await rowsWhere('service_requests', 'email', email)).toHaveLength(1);
});

test('the remote runs standalone at /services and sends a request', async ({ page }) => {
  await openServices(page, `http://localhost:${TEST_PORTS.mf_forms}/services`);
  const title = SERVICES[1].title;
  const email = uniqueEmail('svc-standalone');
  await expandServiceCard(page, title);
  await fillRequest(page, title, { name: 'Standalone Visitor', email });
  await panel(page, title).getByRole('button', { name: 'Request Service' }).click();
  await expect(panel(page, title).getByText(SERVICE_MESSAGES.success)).toBeVisible();
  expect(await rowsWhere('service_requests', 'email', email)).toMatchObject([{ service: title, user_id: null }]);
});
