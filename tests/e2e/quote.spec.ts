import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, signInThroughUi, expectNoSidewaysScroll } from '../support/fixtures';
import { createUser, rowsWhere, uniqueEmail } from '../support/backend';
import { TEST_PORTS } from '../support/ports';
import { CLOSE_AFTER_SUCCESS_MS, MESSAGES, STEPS } from '../../mf-quote/src/logic/constants';

// Whole journeys with axe checks on a CPU shared by several suites: more room than the default 30 s.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

// ---- helpers ---------------------------------------------------------------------------------------------

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Get a custom quote' });
const title = (scope: Page | Locator) => scope.getByRole('heading', { level: 2 });
const banner = (scope: Page | Locator) => scope.getByTestId('quote-message');
const next = (scope: Page | Locator) => scope.getByRole('button', { name: 'Next', exact: true });

/** Opens the wizard from the floating button (it appears 500 ms after load). */
async function openFromFloatingButton(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  await expect(title(dialog(page))).toHaveText(STEPS[0].title);
  return dialog(page);
}

async function expectToast(page: Page, text: string, type: 'success' | 'error' | 'warning') {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(text);
  await expect(toast).toHaveAttribute('data-toast-type', type);
}

/** Makes the five selections of a typical request and arrives on the contact step. */
async function chooseOptions(w: Locator) {
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Invoice reading assistant');
  await next(w).click();
  await expect(title(w)).toHaveText(STEPS[1].title);
  await w.getByRole('checkbox', { name: 'Consultation' }).check();
  await w.getByRole('checkbox', { name: 'Research & Feasibility Study' }).check();
  await next(w).click();
  await expect(title(w)).toHaveText(STEPS[2].title);
  // Choosing custom clears the picks made before it; picks made after it stay.
  await w.getByRole('checkbox', { name: 'Edge AI' }).check();
  await w.getByRole('checkbox', { name: 'Custom Technology' }).check();
  await expect(w.getByRole('checkbox', { name: 'Edge AI' })).not.toBeChecked();
  await w.getByRole('textbox', { name: 'Details of your custom technology' }).fill('Tesseract OCR');
  await w.getByRole('checkbox', { name: 'Python', exact: true }).check();
  await w.getByRole('checkbox', { name: 'OpenAI API' }).check();
  await next(w).click();
  await expect(title(w)).toHaveText(STEPS[3].title);
  await w.getByRole('radio', { name: '1-2 months' }).check();
  await next(w).click();
  await expect(title(w)).toHaveText(STEPS[4].title);
  await w.getByRole('radio', { name: 'not sure' }).check();
  await next(w).click();
  await expect(title(w)).toHaveText('Contact Information');
}

/** Fills the contact step and submits. */
async function submitContact(w: Locator, contact: { name: string; email: string; company?: string; message?: string }) {
  await w.getByRole('textbox', { name: 'Name' }).fill(contact.name);
  await w.getByRole('textbox', { name: 'Email' }).fill(contact.email);
  if (contact.company) await w.getByRole('textbox', { name: 'Company (optional)' }).fill(contact.company);
  if (contact.message) await w.getByRole('textbox', { name: 'Message (optional)' }).fill(contact.message);
  await w.getByRole('button', { name: 'Submit Request' }).click();
}

async function quoteRowsOf(email: string) {
  return rowsWhere('custom_quotes', 'email', email);
}

// ---- journeys --------------------------------------------------------------------------------------------

test('a visitor completes the wizard: the row holds labels, ids, nulls and no user; the modal closes 1.5 s later', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  await chooseOptions(w);
  // (custom 500 + consultation 500 + research 1000) × 1.6 = 3200 → $2,600 to $3,800
  await expect(w.getByTestId('quote-estimate')).toHaveText('$2,600 to $3,800');
  await expect(w.getByText('This is an initial estimate', { exact: false })).toBeVisible();

  const email = uniqueEmail('quote-visitor');
  // Hold the insert until the in-progress state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/custom_quotes*', async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.pauseAt(Date.now() + 1000);
  await submitContact(w, { name: 'Grace Hopper', email, message: 'Scanned invoices, about 200 a day.' });
  await expect(banner(w)).toHaveText(MESSAGES.submitting);
  await expect(w.getByRole('button', { name: 'Submit Request' })).toBeDisabled();
  release();
  await expect(banner(w)).toHaveText(MESSAGES.success);
  await expectToast(page, MESSAGES.success, 'success');

  await page.clock.runFor(CLOSE_AFTER_SUCCESS_MS - 1);
  await expect(dialog(page)).toBeVisible();
  await page.clock.runFor(1);
  await page.clock.runFor(500);
  await expect(dialog(page)).toBeHidden();

  const rows = await quoteRowsOf(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    user_id: null,
    service: 'Custom Service: Invoice reading assistant',
    scope: 'Research & Feasibility Study, Consultation',
    technology: 'Python, OpenAI API, Custom Technology: Tesseract OCR',
    timeline: 'short',
    budget: 'unsure',
    name: 'Grace Hopper',
    email,
    company: null,
    message: 'Scanned invoices, about 200 a day.',
    status: 'Pending',
  });

  // A successful submission leaves a fresh wizard behind.
  await page.clock.resume();
  const again = await openFromFloatingButton(page);
  await expect(again.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Scope' })).toBeDisabled();
});

test("a signed-in user's quote carries their id", async ({ page }) => {
  const user = await createUser('quote-member');
  await signInThroughUi(page, user);
  const w = await openFromFloatingButton(page);
  await w.getByRole('radio', { name: 'Machine Learning Development' }).check();
  await next(w).click();
  await w.getByRole('checkbox', { name: 'Model Training & Fine-tuning' }).check();
  await next(w).click();
  await w.getByRole('checkbox', { name: 'No Preference' }).check();
  await next(w).click();
  await w.getByRole('radio', { name: 'under 2 weeks' }).check();
  await next(w).click();
  await w.getByRole('radio', { name: '$6,000+' }).check();
  await next(w).click();
  // (1000 + 1000) × 2.4 = 4800 → $3,800 to $5,800
  await expect(w.getByTestId('quote-estimate')).toHaveText('$3,800 to $5,800');
  await submitContact(w, { name: user.username, email: user.email, company: 'Analytical Engines Ltd' });
  await expect(banner(w)).toHaveText(MESSAGES.success);
  await expect(dialog(page)).toBeHidden();

  const rows = await quoteRowsOf(user.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    user_id: user.id,
    service: 'Machine Learning Development',
    scope: 'Model Training & Fine-tuning',
    technology: 'No Preference',
    timeline: 'urgent',
    budget: 'enterprise',
    company: 'Analytical Engines Ltd',
    message: null,
  });
});

test('a failed insert shows the error banner and an error toast, and keeps the form', async ({ page }) => {
  await page.route('**/rest/v1/custom_quotes*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ message: 'quota exceeded', code: 'P0001' }),
    }),
  );
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  await chooseOptions(w);
  await submitContact(w, { name: 'Ada', email: uniqueEmail('quote-fail') });
  await expect(banner(w)).toHaveText(`${MESSAGES.submitErrorPrefix}quota exceeded`);
  await expectToast(page, `${MESSAGES.submitErrorPrefix}quota exceeded`, 'error');
  await expect(w.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  await expect(w.getByRole('button', { name: 'Submit Request' })).toBeEnabled();
});

test('validation stops Next on every step with the spec messages, then the contact fields', async ({ page }) => {
  await page.goto('/');
  const w = await openFromFloatingButton(page);

  const stopsWith = async (message: string, stepTitle: string) => {
    await next(w).click();
    await expect(banner(w)).toHaveText(message);
    await expectToast(page, message, 'error');
    await expect(title(w)).toHaveText(stepTitle);
  };

  await stopsWith(MESSAGES.selectAtLeastOne, STEPS[0].title);
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await expect(banner(w)).toHaveCount(0);
  await stopsWith(MESSAGES.customServiceNext, STEPS[0].title);
  await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Speech to text');
  await next(w).click();

  await stopsWith(MESSAGES.selectAtLeastOne, STEPS[1].title);
  await w.getByRole('checkbox', { name: 'Custom Scope' }).check();
  await stopsWith(MESSAGES.customScopeNext, STEPS[1].title);
  await w.getByRole('textbox', { name: 'Details of your custom scope' }).fill('Pilot');
  await next(w).click();

  await stopsWith(MESSAGES.selectAtLeastOne, STEPS[2].title);
  await w.getByRole('checkbox', { name: 'Custom Technology' }).check();
  await stopsWith(MESSAGES.customTechnologyNext, STEPS[2].title);
  await w.getByRole('textbox', { name: 'Details of your custom technology' }).fill('Whisper');
  await next(w).click();

  await stopsWith(MESSAGES.selectTimeline, STEPS[3].title);
  await w.getByRole('radio', { name: 'flexible' }).check();
  await next(w).click();

  await stopsWith(MESSAGES.selectBudget, STEPS[4].title);
  await w.getByRole('radio', { name: 'under $1,000' }).check();
  await next(w).click();

  await expect(title(w)).toHaveText('Contact Information');
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(w.getByText(MESSAGES.nameRequired)).toBeVisible();
  await expect(w.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(banner(w)).toHaveText(MESSAGES.nameFallback);
  await w.getByRole('textbox', { name: 'Name' }).fill('Lin');
  await expect(w.getByText(MESSAGES.nameRequired)).toHaveCount(0);
  await expect(w.getByText(MESSAGES.emailRequired)).toBeVisible();
  await w.getByRole('textbox', { name: 'Email' }).fill('lin@example');
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(banner(w)).toHaveText(MESSAGES.emailInvalid);
  await expectToast(page, MESSAGES.emailInvalid, 'error');

  // A step emptied after the fact is caught by the final check, in the spec's order.
  await w.getByRole('button', { name: 'Timeline' }).click();
  await w.getByRole('radio', { name: 'flexible' }).click();
  await expect(w.getByRole('radio', { name: 'flexible' })).not.toBeChecked();
  await w.getByRole('button', { name: 'Contact' }).click();
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(banner(w)).toHaveText(MESSAGES.selectTimeline);
});

test('step labels jump back and forth only up to the furthest step reached; focus goes to the title', async ({ page }) => {
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  await expect(w.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await expect(w.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(100 / 6));
  await w.getByRole('radio', { name: 'Generative AI' }).check();
  await next(w).click();
  await expect(title(w)).toBeFocused();
  await w.getByRole('checkbox', { name: 'Database Integration' }).check();
  await next(w).click();
  await expect(w.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(w.getByRole('button', { name: 'Timeline' })).toBeDisabled();
  await w.getByRole('button', { name: 'Service' }).click();
  await expect(title(w)).toHaveText(STEPS[0].title);
  await expect(title(w)).toBeFocused();
  await w.getByRole('button', { name: 'Technology' }).click();
  await expect(title(w)).toHaveText(STEPS[2].title);
  await w.getByRole('button', { name: 'Previous' }).click();
  await expect(title(w)).toHaveText(STEPS[1].title);
  await expect(w.getByRole('checkbox', { name: 'Database Integration' })).toBeChecked();
});

test('options work from the keyboard: Space chooses, arrows move, Space again clears', async ({ page }) => {
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  const first = w.getByRole('radio', { name: 'Machine Learning Development' });
  const second = w.getByRole('radio', { name: 'Chatbots & Conversational AI' });
  await first.focus();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await expect(second).toBeChecked();
  await expect(first).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(second).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(second).toBeChecked();
  await next(w).press('Enter');
  await expect(title(w)).toHaveText(STEPS[1].title);
  const research = w.getByRole('checkbox', { name: 'Research & Feasibility Study' });
  await research.focus();
  await page.keyboard.press('Space');
  await expect(research).toBeChecked();
  await page.keyboard.press('Space');
  await expect(research).not.toBeChecked();
  // Enter in the custom box submits the step, like Next.
  await w.getByRole('checkbox', { name: 'Custom Scope' }).press('Space');
  await w.getByRole('textbox', { name: 'Details of your custom scope' }).fill('Data labelling');
  await page.keyboard.press('Enter');
  await expect(title(w)).toHaveText(STEPS[2].title);
});

// ---- the modal -------------------------------------------------------------------------------------------

test("Home's 'Create Your Project' card opens the wizard", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create Your Project' }).click();
  await expect(title(dialog(page))).toHaveText(STEPS[0].title);
});

test('closing by button, backdrop or Escape keeps what was typed; reopening shows it again', async ({ page }) => {
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  const reopen = () => page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Recommendation engine');
  await next(w).click();
  await w.getByRole('checkbox', { name: 'Integration with Existing Systems' }).check();

  await page.keyboard.press('Escape');
  await expect(w).toBeHidden();
  await reopen();
  await expect(title(w)).toHaveText(STEPS[1].title);
  await expect(w.getByRole('checkbox', { name: 'Integration with Existing Systems' })).toBeChecked();

  await w.getByRole('button', { name: 'Close' }).click();
  await expect(w).toBeHidden();
  await reopen();
  await w.getByRole('button', { name: 'Previous' }).click();
  await expect(w.getByRole('textbox', { name: 'Details of your custom service' })).toHaveValue('Recommendation engine');

  // A click on the backdrop, outside the dialog's paper, closes it too.
  await page.mouse.click(5, 5);
  await expect(w).toBeHidden();
  await reopen();
  await expect(w.getByRole('radio', { name: 'Custom Service' })).toBeChecked();
  await expect(w.getByRole('textbox', { name: 'Details of your custom service' })).toHaveValue('Recommendation engine');
});

// Two halves, so each stays well inside the test budget on a slow machine (ten axe runs in one test did not).
test('the first steps of the wizard pass axe, with and without messages', async ({ page }) => {
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  await expectAccessible(page);
  await next(w).click();
  await expect(banner(w)).toBeVisible();
  await expectAccessible(page);
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Forecasting');
  await expectAccessible(page);
  await next(w).click();
  await expect(title(w)).toHaveText(STEPS[1].title);
  await w.getByRole('checkbox', { name: 'Custom Scope' }).check();
  await expectAccessible(page);
});

test('the later steps of the wizard pass axe, with and without messages', async ({ page }) => {
  await page.goto('/');
  const w = await openFromFloatingButton(page);
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await w.getByRole('textbox', { name: 'Details of your custom service' }).fill('Forecasting');
  await next(w).click();
  await w.getByRole('checkbox', { name: 'Custom Scope' }).check();
  await w.getByRole('textbox', { name: 'Details of your custom scope' }).fill('Audit');
  const picks: Array<[string, 'checkbox' | 'radio', string]> = [
    [STEPS[2].title, 'checkbox', 'Edge AI'],
    [STEPS[3].title, 'radio', '3-6 months'],
    [STEPS[4].title, 'radio', '$3,000-$6,000'],
  ];
  for (const [stepTitle, role, name] of picks) {
    await next(w).click();
    await expect(title(w)).toHaveText(stepTitle);
    await w.getByRole(role, { name }).check();
    await expectAccessible(page);
  }
  await next(w).click();
  await expect(title(w)).toHaveText('Contact Information');
  await expectAccessible(page);
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(w.getByText(MESSAGES.nameRequired)).toBeVisible();
  await expectAccessible(page);
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('numbered circles show the progress and jump back; the dialog fits and passes axe', async ({ page }) => {
    await page.goto('/');
    const w = await openFromFloatingButton(page);
    await expect(w.getByRole('progressbar')).toHaveCount(0);
    const circles = w.getByTestId('quote-step-circles').getByRole('button');
    await expect(circles).toHaveCount(6);
    await expect(w.getByText('Step 1 of 6: Service')).toBeVisible();
    await w.getByRole('radio', { name: 'AI/ML API Development' }).check();
    await next(w).click();
    await expect(w.getByText('Step 2 of 6: Scope')).toBeVisible();
    await expect(w.getByRole('button', { name: 'Step 2: Scope' })).toHaveAttribute('aria-current', 'step');
    await expect(w.getByRole('button', { name: 'Step 3: Technology' })).toBeDisabled();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
    await w.getByRole('button', { name: 'Step 1: Service' }).click();
    await expect(title(w)).toHaveText(STEPS[0].title);
    await expect(w.getByRole('radio', { name: 'AI/ML API Development' })).toBeChecked();
  });
});

// ---- standalone ------------------------------------------------------------------------------------------

test('the remote runs on its own at :4002 and submits to the same backend', async ({ page }) => {
  await page.goto(`http://localhost:${TEST_PORTS.mf_quote}/`);
  await expect(page.getByRole('banner')).toContainText('mf-quote · standalone');
  const w = page.getByRole('main');
  await expect(title(w)).toHaveText(STEPS[0].title);
  await chooseOptions(w);
  const email = uniqueEmail('quote-standalone');
  await submitContact(w, { name: 'Standalone Visitor', email });
  await expect(banner(w)).toHaveText(MESSAGES.success);
  await expect(w.getByRole('button', { name: 'Open the quote wizard' })).toBeVisible();
  const rows = await quoteRowsOf(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ user_id: null, timeline: 'short', budget: 'unsure' });
});
