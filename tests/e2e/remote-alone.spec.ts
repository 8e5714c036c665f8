import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { rowsWhere, uniqueEmail } from '../support/backend';
import { TEST_PORTS } from '../support/ports';
import { cleanEnv, startScript, type Started } from '../support/processes';
import { CONTACT_MESSAGES, CONTACT_TITLE } from '../../mf-forms/src/logic/constants';

/**
 * A remote run alone as docs/operations.md says (`pnpm --filter mf-forms preview`): it talks to the backend the same
 * settings name (SUPABASE_URL, else BACKEND_PORT, starting one there when none answers), its CSP allows it, its
 * page names it, and its contact form sends.
 */
const { shell, backend } = TEST_PORTS.alone;
const forms = `http://localhost:${shell + 3}`;
let running: Started | null = null;

test.describe.configure({ mode: 'serial' });
test.afterEach(async () => {
  await running?.stop();
  running = null;
});

const preview = (env: Record<string, string>) =>
  startScript('packages/devtools/src/serveOne.ts', ['mf-forms'], cleanEnv({ PORT: String(shell), ...env }), /talking to the backend at/);

async function sendContact(page: Page, email: string) {
  await page.goto(`${forms}/contact`);
  const form = page.getByRole('form', { name: CONTACT_TITLE });
  await form.getByLabel('Name').fill('Alone Visitor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Sent from the remote served alone.');
  await form.getByLabel('Industry').selectOption({ label: 'Real Estate' });
  await form.getByLabel('Product type').selectOption({ label: 'IoT Solution' });
  await form.getByLabel('Application type').selectOption({ label: 'Progressive Web App (PWA)' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('toast')).toHaveText(CONTACT_MESSAGES.success);
}

test('given SUPABASE_URL, it sends the contact form to that backend and says so', async ({ page }) => {
  test.setTimeout(120_000);
  const url = process.env.TEST_SUPABASE_URL!;
  // BACKEND_PORT points elsewhere: SUPABASE_URL wins, as in `pnpm start`.
  running = await preview({ SUPABASE_URL: url, SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY!, BACKEND_PORT: String(backend) });
  const csp = (await fetch(`${forms}/contact`)).headers.get('content-security-policy')!;
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${new URL(url).origin.replace(/\./g, '\\.')}`));
  const email = uniqueEmail('alone');
  await sendContact(page, email);
  await expect(page.getByTestId('standalone-backend')).toHaveText(`backend: ${url}`);
  expect(await rowsWhere('contacts', 'email', email)).toHaveLength(1);
});

test('given BACKEND_PORT with no backend there, it starts one on that port and its form works', async ({ page }) => {
  test.setTimeout(120_000);
  running = await preview({ BACKEND_PORT: String(backend), DATA_DIR: 'memory://' });
  expect(running.output()).toContain(`Embedded backend (Supabase-compatible API) on http://127.0.0.1:${backend}`);
  const config = (await (await fetch(`${forms}/app-config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  expect(config.supabaseUrl).toBe(`http://127.0.0.1:${backend}`);
  expect(config.supabaseAnonKey).not.toBe('');
  const csp = (await fetch(`${forms}/contact`)).headers.get('content-security-policy')!;
  expect(csp).toMatch(new RegExp(`connect-src [^;]*http://127\\.0\\.0\\.1:${backend}`));
  expect(csp).not.toContain(':54321');
  await sendContact(page, uniqueEmail('alone-own'));
  await expect(page.getByTestId('standalone-backend')).toHaveText(`backend: http://127.0.0.1:${backend}`);
});
