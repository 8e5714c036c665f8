import { test, expect, expectAccessible, scrollToRemote } from '../support/fixtures';
import { dialog, next, openWizard, stepTitle, toContact } from '../support/quoteWizard';
import { rowsWhere, uniqueEmail } from '../support/backend';
import { TEST_PORTS } from '../support/ports';
import { expandServiceCard, watchScrollIntoView } from '../support/services';
import { MESSAGES, STEPS } from '../../mf-quote/src/logic/constants';
import { CONTACT_MESSAGES, CONTACT_TITLE } from '../../mf-forms/src/logic/constants';
import { REMOTE_FALLBACK_TEST_ID } from '../support/dom';

// Issue 18 (visitor polish), with issue 14's quote draft and issue 13's honeypot.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

test('the wizard shows the live estimate from the service step and stops over-long entries in the UI', async ({ page }) => {
  await page.goto('/about');
  const w = await openWizard(page);
  await expect(w.getByTestId('quote-estimate')).toHaveCount(0);
  await w.getByRole('radio', { name: 'Custom Service' }).check();
  await expect(w.getByTestId('quote-estimate')).toHaveText('$500 to $600');
  const custom = w.getByRole('textbox', { name: 'Details of your custom service' });
  await custom.fill('x'.repeat(2500));
  const customLength = await custom.evaluate((el) => (el as HTMLInputElement).value.length);
  expect(customLength).toBeLessThan(2000);
  await expect(w.getByText(`${customLength.toLocaleString('en-US')} / ${customLength.toLocaleString('en-US')}`)).toBeVisible();
  await w.getByRole('button', { name: 'Remove custom service' }).click();

  await toContact(w);
  await expect(w.getByTestId('quote-estimate')).toBeVisible();
  await expect(w.getByTestId('quote-estimate-region')).toHaveAttribute('aria-live', 'polite');
  const name = w.getByRole('textbox', { name: 'Name' });
  await name.fill('N'.repeat(250));
  await expect(name).toHaveValue('N'.repeat(200));
  const message = w.getByRole('textbox', { name: 'Message (optional)' });
  await message.fill('m'.repeat(5100));
  await expect.poll(() => message.evaluate((el) => (el as HTMLTextAreaElement).value.length)).toBe(5000);
  await expect(w.getByText('5,000 / 5,000')).toBeVisible();
  await expectAccessible(page);
});

test('the estimate follows the choices on every step', async ({ page }) => {
  await page.goto('/about');
  const w = await openWizard(page);
  await w.getByRole('radio', { name: 'Machine Learning Development' }).check();
  await expect(w.getByTestId('quote-estimate')).toHaveText('$800 to $1,200');
  await next(w).click();
  await expect(w.getByTestId('quote-estimate')).toHaveText('$800 to $1,200');
  await w.getByRole('checkbox', { name: 'Consultation' }).check();
  await expect(w.getByTestId('quote-estimate')).toHaveText('$1,200 to $1,800');
});

test('the quote draft survives a page reload and is gone after a successful submit', async ({ page }) => {
  await page.goto('/about');
  let w = await openWizard(page);
  await w.getByRole('radio', { name: 'Generative AI' }).check();
  await next(w).click();
  await expect(stepTitle(w)).toHaveText(STEPS[1].title);

  await page.reload();
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).click();
  w = dialog(page);
  await expect(stepTitle(w)).toHaveText(STEPS[1].title);
  await w.getByRole('button', { name: 'Previous' }).click();
  await expect(w.getByRole('radio', { name: 'Generative AI' })).toBeChecked();
  await w.getByRole('radio', { name: 'Machine Learning Development' }).check();
  await next(w).click();

  const email = uniqueEmail('draft');
  await w.getByRole('checkbox', { name: 'Consultation' }).check();
  await next(w).click();
  await w.getByRole('checkbox', { name: 'Python', exact: true }).check();
  await next(w).click();
  await w.getByRole('radio', { name: 'flexible' }).check();
  await next(w).click();
  await w.getByRole('radio', { name: 'not sure' }).check();
  await next(w).click();
  await w.getByRole('textbox', { name: 'Name' }).fill('Draft Visitor');
  await w.getByRole('textbox', { name: 'Email' }).fill(email);
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(w.getByTestId('quote-message')).toHaveText(MESSAGES.success);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('quote-wizard-draft'))).toBeNull();
  expect(await rowsWhere('custom_quotes', 'email', email)).toHaveLength(1);
});

test('a bot that fills the honeypot sees the usual success and nothing is stored (quote and contact)', async ({ page }) => {
  const inserts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/rest/v1/')) inserts.push(r.url());
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: CONTACT_TITLE });
  const email = uniqueEmail('bot');
  await form.getByLabel('I would like to chat').check();
  await form.getByLabel('Name').fill('Bot');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Cheap offers');
  await form.getByTestId('honeypot').fill('https://spam.invalid', { force: true });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toHaveText(CONTACT_MESSAGES.success);

  const w = await openWizard(page);
  await toContact(w);
  await w.getByRole('textbox', { name: 'Name' }).fill('Bot');
  await w.getByRole('textbox', { name: 'Email' }).fill(email);
  await w.getByTestId('honeypot').fill('https://spam.invalid', { force: true });
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(w.getByTestId('quote-message')).toHaveText(MESSAGES.success);

  expect(inserts).toEqual([]);
  expect(await rowsWhere('contacts', 'email', email)).toEqual([]);
  expect(await rowsWhere('custom_quotes', 'email', email)).toEqual([]);
});

test('Home without mf-portfolio still shows the Create card, which opens the wizard', async ({ page }) => {
  await page.route(`http://localhost:${TEST_PORTS.mf_portfolio}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await scrollToRemote(page, 'mf_portfolio/FeaturedProjects');
  await expect(page.getByTestId(REMOTE_FALLBACK_TEST_ID)).toContainText('The featured projects is unavailable right now', { timeout: 30_000 });
  const create = page.getByRole('region', { name: 'Featured Projects' }).getByRole('button', { name: 'Create Your Project' });
  await expect(create).toBeVisible();
  await create.click();
  await expect(stepTitle(dialog(page))).toHaveText(STEPS[0].title);
});

test('focus moves to the first invalid field after a failed submit', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: CONTACT_TITLE });
  await form.getByLabel('Name').fill('Ada');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByLabel('Email')).toBeFocused();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchScrollIntoView(page);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible({ timeout: 20_000 });
  const title = 'AI/ML API Development';
  await expandServiceCard(page, title);
  const panel = page.getByRole('region', { name: title, exact: true });
  await panel.getByRole('button', { name: 'Request Service' }).click();
  await expect(panel.getByLabel('Name')).toBeFocused();
});

test('after a client-side navigation focus is on the new h1 and the title is announced', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByTestId('route-announcer')).toHaveText('');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  const aboutHeading = page.locator('main h1').first();
  await expect(aboutHeading).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
  // A page from a remote arrives later; its heading still gets focus.
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeFocused({ timeout: 20_000 });
  await expect(page.getByTestId('route-announcer')).toContainText(CONTACT_TITLE);
});

test('a touch swipe changes the testimonial slide', async ({ page }) => {
  // A phone: a desktop shows the testimonials side by side, without the carousel.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const slides = carousel.getByTestId('carousel-slides');
  const current = carousel.getByRole('group').filter({ visible: true });
  await expect(current).toHaveAttribute('aria-label', /^1 of \d+$/);
  const box = (await slides.boundingBox())!;
  const y = box.y + box.height / 2;
  await slides.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 7, clientX: box.x + box.width - 20, clientY: y });
  await slides.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, pointerId: 7, clientX: box.x + 20, clientY: y });
  await expect(current).toHaveAttribute('aria-label', /^2 of \d+$/);
  await slides.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true, pointerId: 8, clientX: box.x + 20, clientY: y });
  await slides.dispatchEvent('pointerup', { pointerType: 'touch', isPrimary: true, pointerId: 8, clientX: box.x + box.width - 20, clientY: y });
  await expect(current).toHaveAttribute('aria-label', /^1 of \d+$/);
  await expectAccessible(page);
});

test('a new toast replaces the visible one at once', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_TITLE })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: CONTACT_TITLE });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toHaveText(CONTACT_MESSAGES.fillRequired);
  await form.getByLabel('I would like to chat').check();
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Email').fill(uniqueEmail('toast'));
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toHaveText(CONTACT_MESSAGES.success, { timeout: 2500 });
  await expect(page.getByTestId('toast')).toHaveCount(1);
  // With reduced motion a toast appears and leaves without its fade (and is never half transparent).
  await expect(page.getByTestId('toast')).toHaveCSS('transition-duration', /^0\.[1-9]|^[1-9]/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByTestId('toast')).toHaveCSS('transition-duration', '0s');
});

test('links to a remote preload it on hover, and the quote wizard is preloaded when the page is idle', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  const account = `http://localhost:${TEST_PORTS.mf_account}/`;
  const quote = `http://localhost:${TEST_PORTS.mf_quote}/`;
  await page.goto('/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  // Nothing was clicked, yet the idle page fetched the wizard's remote.
  await expect.poll(() => requested.some((u) => u.startsWith(quote) && u.endsWith('.js'))).toBe(true);
  // A quote button pointed at also fetches the shared MUI the wizard's form renders with.
  const sharedMui = (group: string) => requested.some((u) => new URL(u).pathname.includes(`/${group}.`));
  expect(sharedMui('shared-mui-choices')).toBe(false);
  await page.getByRole('button', { name: 'Get a Custom Quote', exact: true }).hover();
  for (const group of ['shared-mui-extra', 'shared-mui-choices']) await expect.poll(() => sharedMui(group), group).toBe(true);
  expect(requested.some((u) => u.startsWith(account))).toBe(false);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).hover();
  await expect.poll(() => requested.some((u) => u.startsWith(account))).toBe(true);
});
