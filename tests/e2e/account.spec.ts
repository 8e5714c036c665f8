import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { test, expect, expectAccessible, signInThroughUi } from '../support/fixtures';
import { adminClient, backendUrl, createUser, lastEmailTo, rowsWhere, uniqueEmail, type TestUser } from '../support/backend';
import { BASE_URL, TEST_PORTS } from '../support/ports';
import { MESSAGES } from '../../mf-account/src/logic/constants';
import { SIGN_OUT_MESSAGES } from '../../shell/src/logic/constants';

test.describe.configure({ mode: 'parallel' });

// ---- helpers ---------------------------------------------------------------------------------------------

/** The page's own area: the shell's top bar has a "Sign In" link of its own. */
const main = (page: Page) => page.getByRole('main');

/** Asserts the toast on screen, then closes it so the next queued one can show. */
async function expectToast(page: Page, text: string, type: 'success' | 'error' | 'warning') {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText(text);
  await expect(toast).toHaveAttribute('data-toast-type', type);
  // On a busy machine its 5 s may already be over: close it only if it is still there.
  await toast
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await expect(page.getByTestId('toast').filter({ hasText: text })).toHaveCount(0);
}

function apiClient(): SupabaseClient {
  return createClient(backendUrl(), process.env.TEST_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as never },
  });
}

/** Whether the password signs the user in through the auth API. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const { error } = await apiClient().auth.signInWithPassword({ email, password });
  return !error;
}

/** One contact, one quote and one service request of the user, inserted as that user (RLS applies). */
async function insertOwnRows(user: TestUser, tag: string) {
  const client = apiClient();
  const { error: signInError } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signInError) throw new Error(`sign-in failed: ${signInError.message}`);
  const marks = { contact: `contact from ${tag}`, quote: `Chatbots for ${tag}`, request: `request from ${tag}` };
  const base = { user_id: user.id, name: `Name ${tag}`, email: user.email };
  const results = await Promise.all([
    client.from('contacts').insert({ ...base, message: marks.contact, contact_type: 'product', budget: 'small', timeline: '12+' }),
    client.from('custom_quotes').insert({
      ...base,
      service: marks.quote,
      scope: 'Research, Model Training',
      technology: 'Python',
      timeline: 'short',
      budget: 'medium',
      company: null,
      message: `quote message ${tag}`,
    }),
    client.from('service_requests').insert({ ...base, service: 'AI/ML API Development', company: `Company ${tag}`, message: marks.request }),
  ]);
  for (const { error } of results) if (error) throw new Error(`insert failed: ${error.message}`);
  return marks;
}

/** Elements that reach past the right edge of the viewport, unless a scrolling or clipping box holds them. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const edge = window.innerWidth + 1;
    const clipped = (el: HTMLElement) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > edge && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).slice(0, 2).join('.')} (${Math.round(el.getBoundingClientRect().right)}px)`);
  });

const storedTokens = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sb-') && k.includes('auth-token')));

async function openProfileTab(page: Page, name: 'Contact Submissions' | 'Service Requests' | 'Account Settings') {
  await main(page).getByRole('tab', { name }).click();
  return main(page).getByRole('tabpanel', { name });
}

// ---- sign up, sign in, sign out --------------------------------------------------------------------------

test('sign up → the top bar shows the username → sign out → sign in again', async ({ page }) => {
  test.slow(); // a full journey with several backend round trips, on a shared machine
  const email = uniqueEmail('signup');
  const username = `sailor-${email.slice(7, 13)}`;
  const password = 'first-pass-1';

  await page.goto('/signup');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByLabel('Username').fill(username);
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await main(page).getByLabel('Confirm Password').fill('not-the-same');
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.passwordsDoNotMatch);

  await main(page).getByLabel('Confirm Password').fill(password);
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, MESSAGES.signedUp, 'success');
  await expect(page.getByTestId('profile-link')).toHaveText(username);

  const [profile] = await rowsWhere('profiles', 'username', username);
  expect(profile).toBeTruthy();
  const { data } = await apiClient().auth.signInWithPassword({ email, password });
  expect(data.user?.user_metadata).toMatchObject({ username, role: 'cabinBoy' });

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectToast(page, SIGN_OUT_MESSAGES.success, 'success');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-link')).toHaveCount(0);
  expect(await storedTokens(page)).toEqual([]);

  await signInThroughUi(page, { id: profile!.user_id as string, email, password, username });
  await expectToast(page, MESSAGES.signedIn, 'success');
  await expect(page.getByTestId('profile-link')).toHaveText(username);
});

test('signing up with a taken e-mail shows the backend message', async ({ page }) => {
  const user = await createUser('taken');
  await page.goto('/signup');
  await main(page).getByLabel('Username').fill('someone');
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill('another-pass');
  await main(page).getByLabel('Confirm Password').fill('another-pass');
  await main(page).getByRole('button', { name: 'Sign Up' }).click();
  const alert = main(page).getByRole('alert');
  await expect(alert).toBeVisible();
  const message = (await alert.textContent())!.trim();
  expect(message.length).toBeGreaterThan(0);
  await expectToast(page, MESSAGES.signUpFailed(message), 'error');
  await expect(page).toHaveURL('/signup');
});

test('a wrong password shows the backend message and the failure toast', async ({ page }) => {
  const user = await createUser('wrongpw');
  await page.goto('/signin');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Invalid login credentials');
  await expectToast(page, MESSAGES.signInFailed('Invalid login credentials'), 'error');
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the sign-in form leaves empty fields to the browser and links to sign up', async ({ page }) => {
  await page.goto('/signin');
  const email = main(page).getByLabel('Email');
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(main(page).getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('autocomplete', 'current-password');
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await main(page).getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/signup');
  await main(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/signin');
});

test('a signed-in user visiting /signin or /signup is sent to /', async ({ page }) => {
  const user = await createUser('guard');
  await signInThroughUi(page, user);
  await page.goto('/signin');
  await expect(page).toHaveURL('/');
  await page.goto('/signup');
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('profile-link')).toHaveText(user.username);
});

test('signing in redirects once: Back from / returns to the page before /signin', async ({ page }) => {
  const user = await createUser('oneredirect');
  await page.goto('/about');
  await page.goto('/signin');
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, MESSAGES.signedIn, 'success');
  // A second redirect (the page's as well as the guard's) would leave another / behind this one.
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

// ---- password reset --------------------------------------------------------------------------------------

test('forgot password needs the e-mail address', async ({ page }) => {
  await page.goto('/signin');
  await main(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expectToast(page, MESSAGES.emailRequiredForReset, 'warning');
});

test('forgot password → the e-mailed link → /reset-password → the new password works, the old does not', async ({ page }) => {
  test.slow(); // a full journey with several backend round trips, on a shared machine
  const user = await createUser('reset');
  const newPassword = 'brand-new-pass';
  await page.clock.install();

  await page.goto('/signin');
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expectToast(page, MESSAGES.resetEmailSent, 'success');

  const mail = await lastEmailTo(user.email);
  expect(mail.type).toBe('recovery');
  expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${BASE_URL}/reset-password`);

  await page.goto(mail.link);
  // supabase-js consumes the recovery hash and clears it (an empty '#' may remain).
  await expect(page).toHaveURL(new RegExp(`^${BASE_URL}/reset-password#?$`));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expectAccessible(page);

  await main(page).getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
  await main(page).getByLabel('Confirm New Password').fill('abd');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.passwordsDoNotMatch);
  await main(page).getByLabel('Confirm New Password').fill('abc');
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(MESSAGES.passwordTooShort);

  await main(page).getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await main(page).getByLabel('Confirm New Password').fill(newPassword);
  await main(page).getByRole('button', { name: 'Reset Password' }).click();
  await expect(main(page).getByRole('status')).toContainText(MESSAGES.passwordReset);
  await expect(page.getByTestId('toast')).toHaveText(MESSAGES.passwordReset);
  // Signed out, with no token left behind, and still on the page until the 3 s redirect.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedTokens(page)).toEqual([]);
  await expect(page).toHaveURL(/\/reset-password#?$/);
  await page.clock.runFor(3000);
  await expect(page).toHaveURL('/signin');

  expect(await canSignIn(user.email, newPassword)).toBe(true);
  expect(await canSignIn(user.email, user.password)).toBe(false);

  // The link works once: used again, it lands on /signin with the reason.
  await page.goto(mail.link);
  await expect(page).toHaveURL('/signin');
  await expectToast(page, MESSAGES.passwordResetFailed('Email link is invalid or has expired'), 'error');
});

test('/reset-password without a recovery hash goes to /signin', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/signin');
  await page.goto('/reset-password#access_token=x&type=signup');
  await expect(page).toHaveURL('/signin');
});

// ---- profile ---------------------------------------------------------------------------------------------

test('/profile signed out asks the visitor to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(main(page).getByText(MESSAGES.signInToViewProfile)).toBeVisible();
  await expectAccessible(page);
  await expect(main(page).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await main(page).getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/signin');
});

test("a user's profile lists exactly their own contact, quote and service request, not another user's", async ({ page }) => {
  test.slow(); // a full journey with several backend round trips, on a shared machine
  const [mine, theirs] = await Promise.all([createUser('owner'), createUser('other')]);
  const [own, other] = await Promise.all([insertOwnRows(mine, mine.username), insertOwnRows(theirs, theirs.username)]);
  expect(await rowsWhere('contacts', 'user_id', theirs.id)).toHaveLength(1);

  await signInThroughUi(page, mine);
  await page.getByTestId('profile-link').click();
  await expect(main(page).getByRole('heading', { level: 1, name: mine.username })).toBeVisible();
  await expect(main(page).getByText(mine.email, { exact: true })).toBeVisible();
  await expect(main(page).getByTestId('stat-Contact Submissions')).toContainText('1');
  await expect(main(page).getByTestId('stat-Service Requests')).toContainText('2');
  await expect(main(page).getByTestId('stat-Purchased Products')).toContainText('0');
  await expect(main(page).getByTestId('stat-Member Since')).toContainText(String(new Date().getFullYear()));
  await expect(main(page).getByRole('tablist', { name: 'Profile sections' })).toHaveAttribute('aria-orientation', 'vertical');

  const contacts = main(page).getByRole('tabpanel', { name: 'Contact Submissions' });
  const contactRows = contacts.getByRole('button', { expanded: false });
  await expect(contactRows).toHaveCount(1);
  await expect(contactRows.first()).toContainText(own.contact);
  await expect(contactRows.first()).toContainText('New');
  await expect(contacts).not.toContainText(other.contact);
  await contactRows.first().click();
  const details = contacts.getByRole('definition');
  await expect(contacts.getByRole('button', { expanded: true })).toBeVisible();
  await expect(details.filter({ hasText: '$500 - $1,000' })).toHaveCount(1);
  await expect(details.filter({ hasText: '12+ months' })).toHaveCount(1);
  await expectAccessible(page);

  const requests = await openProfileTab(page, 'Service Requests');
  const requestRows = requests.getByRole('button', { expanded: false });
  await expect(requestRows).toHaveCount(2);
  await expect(requests.getByRole('button').filter({ hasText: own.quote })).toContainText('Quote');
  await expect(requests.getByRole('button').filter({ hasText: 'AI/ML API Development' })).toContainText('Service request');
  await expect(requests).not.toContainText(other.quote);
  await requests.getByRole('button').filter({ hasText: 'AI/ML API Development' }).click();
  await expect(requests.getByRole('definition').filter({ hasText: own.request })).toHaveCount(1);
  await expect(requests).not.toContainText(other.request);
  await expectAccessible(page);
});

test('a user without submissions sees the empty states', async ({ page }) => {
  const user = await createUser('empty');
  await signInThroughUi(page, user);
  await page.getByTestId('profile-link').click();
  await expect(main(page).getByText(MESSAGES.noContacts)).toBeVisible();
  const requests = await openProfileTab(page, 'Service Requests');
  await expect(requests.getByText(MESSAGES.noRequests)).toBeVisible();
  await expect(main(page).getByTestId('stat-Service Requests')).toContainText('0');
});

test('change password from Account Settings', async ({ page }) => {
  test.slow(); // a full journey with several backend round trips, on a shared machine
  const user = await createUser('changepw');
  const newPassword = 'changed-pass-2';
  await signInThroughUi(page, user);
  await page.getByTestId('profile-link').click();
  const settings = await openProfileTab(page, 'Account Settings');
  await expectAccessible(page);

  await settings.getByRole('textbox', { name: 'New Password', exact: true }).fill('abcdef');
  await settings.getByLabel('Confirm New Password').fill('abcdeg');
  await settings.getByRole('button', { name: 'Update Password' }).click();
  await expect(settings.getByRole('alert')).toHaveText(MESSAGES.passwordsDoNotMatch);
  await settings.getByRole('textbox', { name: 'New Password', exact: true }).fill('abc');
  await settings.getByLabel('Confirm New Password').fill('abc');
  await settings.getByRole('button', { name: 'Update Password' }).click();
  await expect(settings.getByRole('alert')).toHaveText(MESSAGES.passwordTooShort);

  await settings.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await settings.getByLabel('Confirm New Password').fill(newPassword);
  await settings.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, MESSAGES.passwordUpdated, 'success');
  expect(await canSignIn(user.email, newPassword)).toBe(true);
  expect(await canSignIn(user.email, user.password)).toBe(false);
});

test('delete account removes the user and keeps their submissions without an owner', async ({ page }) => {
  test.slow(); // a full journey with several backend round trips, on a shared machine
  const user = await createUser('deleteme');
  await insertOwnRows(user, user.username);
  await signInThroughUi(page, user);
  await page.getByTestId('profile-link').click();
  const settings = await openProfileTab(page, 'Account Settings');

  await settings.getByLabel('Type DELETE to confirm').fill('delete');
  await settings.getByRole('button', { name: 'Delete Account' }).click();
  await expect(settings.getByRole('alert')).toHaveText(MESSAGES.typeDeleteToConfirm);

  await settings.getByLabel('Type DELETE to confirm').fill('DELETE');
  await settings.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL('/');
  await expectToast(page, MESSAGES.accountDeleted, 'success');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedTokens(page)).toEqual([]);

  expect(await rowsWhere('profiles', 'user_id', user.id)).toEqual([]);
  // The backend has no user lookup; deleting the user again must find nobody.
  const again = await adminClient().auth.admin.deleteUser(user.id);
  expect(again.error?.status).toBe(404);
  expect(await canSignIn(user.email, user.password)).toBe(false);
  for (const table of ['contacts', 'custom_quotes', 'service_requests']) {
    const rows = await rowsWhere(table, 'email', user.email);
    expect(rows, table).toHaveLength(1);
    expect(rows[0]!.user_id, table).toBeNull();
  }

  await page.goto('/signin');
  await main(page).getByLabel('Email').fill(user.email);
  await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Invalid login credentials');
});

// ---- standalone and small screens ------------------------------------------------------------------------

test('the account remote runs standalone: sign in there lands on its profile', async ({ page }) => {
  const user = await createUser('standalone');
  const origin = `http://localhost:${TEST_PORTS.mf_account}`;
  await page.goto(`${origin}/signin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: user.username })).toBeVisible();
  await expectToast(page, MESSAGES.signedIn, 'success');
  await expectAccessible(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sign-in, sign-up and reset pages fit', async ({ page }) => {
    for (const path of ['/signin', '/signup', '/profile']) {
      await page.goto(path);
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflowing(page), path).toEqual([]);
    }
    await expectAccessible(page);
  });

  test('the profile fits, with horizontal tabs, and its rows still expand', async ({ page }) => {
    test.slow(); // a full journey with several backend round trips, on a shared machine
    const user = await createUser('narrow');
    await insertOwnRows(user, user.username);
    await page.goto('/signin');
    await main(page).getByLabel('Email').fill(user.email);
    await main(page).getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(main(page).getByRole('heading', { level: 1, name: user.username })).toBeVisible();
    await expect(main(page).getByRole('tablist', { name: 'Profile sections' })).not.toHaveAttribute('aria-orientation', 'vertical');
    await expect(main(page).getByTestId('stat-Contact Submissions')).toContainText('1');
    expect(await overflowing(page)).toEqual([]);
    const row = main(page).getByRole('tabpanel').getByRole('button', { expanded: false });
    await row.click();
    await expect(main(page).getByRole('tabpanel').getByRole('button', { expanded: true })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    const settings = await openProfileTab(page, 'Account Settings');
    await expect(settings.getByRole('button', { name: 'Delete Account' })).toBeVisible();
    expect(await overflowing(page)).toEqual([]);
    await expectAccessible(page);
  });
});
