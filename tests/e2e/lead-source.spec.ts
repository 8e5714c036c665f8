import type { Page } from '@playwright/test';
import { test, expect, signInThroughUi } from '../support/fixtures';
import { openWizard, toContact } from '../support/quoteWizard';
import { adminClient, createUser, rowsWhere, uniqueEmail } from '../support/backend';
import { expandServiceCard, watchScrollIntoView } from '../support/services';
import { SERVICE_MESSAGES } from '../../mf-forms/src/logic/constants';
import { MESSAGES } from '../../mf-quote/src/logic/constants';
import { LEAD_SOURCE_NOTE, LEAD_SOURCE_STORAGE_KEY } from '@portfolio/lead-source';

// Issue 41: leads say where they came from (docs/decisions/026-lead-source-in-session-storage.md).
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const CASE_STUDY = '/portfolio/cv-parser';
const REFERRER = 'https://news.example.org/items/42';

const storedSource = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), LEAD_SOURCE_STORAGE_KEY);

test("a quote opened from a case study shows that case study as its source in the owner's inbox", async ({ page }) => {
  test.slow(); // a wizard, a sign-in and the inbox on a shared machine
  const owner = await createUser('owner');
  const { error } = await adminClient().auth.admin.updateUserById(owner.id, { app_metadata: { role: 'owner' } });
  expect(error).toBeNull();

  await page.goto(`${CASE_STUDY}?utm_source=newsletter&utm_medium=email`, { referer: REFERRER });
  const w = await openWizard(page);
  await toContact(w);
  await expect(w.getByText(LEAD_SOURCE_NOTE)).toBeVisible();
  const name = `Source ${owner.username}`;
  const email = uniqueEmail('lead-source');
  await w.getByRole('textbox', { name: 'Name' }).fill(name);
  await w.getByRole('textbox', { name: 'Email' }).fill(email);
  await w.getByRole('button', { name: 'Submit Request' }).click();
  await expect(w.getByTestId('quote-message')).toHaveText(MESSAGES.success);

  // Kept in sessionStorage, never in a cookie.
  expect(JSON.parse((await storedSource(page)) ?? 'null')).toMatchObject({ landing_page: CASE_STUDY, utm_source: 'newsletter' });
  expect((await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join(';')).not.toContain('newsletter');

  await signInThroughUi(page, owner);
  await page.goto('/inbox');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search' }).fill(email);
  const lead = main.getByRole('listitem').filter({ hasText: name });
  await expect(lead).toHaveCount(1);
  await lead.getByRole('button', { expanded: false }).click();
  const value = (label: string) =>
    lead
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::*[1]');
  await expect(value('Landed on')).toHaveText(CASE_STUDY);
  await expect(value('Form opened on')).toHaveText(CASE_STUDY);
  await expect(value('Referred by')).toHaveText('news.example.org');
  await expect(value('utm_source')).toHaveText('newsletter');
  await expect(value('utm_medium')).toHaveText('email');
  await expect(lead.getByRole('term').filter({ hasText: 'utm_campaign' })).toHaveCount(0);
});

test.describe('with Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' }, reducedMotion: 'reduce' });

  test('a service request stores only the landing page and the page it was sent from', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
    await watchScrollIntoView(page);
    await page.goto(`${CASE_STUDY}?utm_source=newsletter&utm_campaign=spring`, { referer: REFERRER });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(JSON.parse((await storedSource(page)) ?? 'null')).toEqual({
      landing_page: CASE_STUDY,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible({ timeout: 20_000 });
    const title = 'AI/ML API Development';
    await expandServiceCard(page, title);
    const form = page.getByRole('region', { name: title, exact: true });
    await expect(form.getByText(LEAD_SOURCE_NOTE)).toBeVisible();
    const email = uniqueEmail('lead-gpc');
    await form.getByLabel('Name').fill('Private Visitor');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Request Service' }).click();
    await expect(form.getByText(SERVICE_MESSAGES.success)).toBeVisible();

    const rows = await rowsWhere('service_requests', 'email', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      landing_page: CASE_STUDY,
      opened_on_page: '/services',
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });
});
