import { expect, test } from '@playwright/test';
import { APPS, REMOTE_NAMES } from '@portfolio/federation/ports';
import { TEST_PORTS } from '../support/ports';
import { cleanEnv, startScript, type Started } from '../support/processes';
import { devPreviewOrigin } from '@portfolio/devtools';
import { PREVIEW_PARAM } from '@portfolio/federation/preview';
import { DOM, areaSelector } from '../support/dom';

/**
 * Two whole copies of the site side by side, each started as `PORT=… BACKEND_PORT=… pnpm start`
 * (docs/operations.md, "Two copies side by side"): every page, remote, manifest and API call of a copy stays on its own ports.
 */
const copies = TEST_PORTS.copies.map(({ shell, backend }) => {
  // Each remote of APPS as far after the copy's shell as its default port is after 3000.
  const remotes = REMOTE_NAMES.map((name) => shell + APPS[name].port - APPS.shell.port);
  return { shell, backend, remotes, ports: new Set([shell, ...remotes, backend]) };
});
const running: Started[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // In memory: the copies never touch packages/backend/.data, and nothing is left behind.
  const started = await Promise.allSettled(
    copies.map((c) =>
      startScript(
        'packages/devtools/src/start.ts',
        [],
        cleanEnv({ PORT: String(c.shell), BACKEND_PORT: String(c.backend), DATA_DIR: 'memory://' }),
        /The site is running at/,
      ),
    ),
  );
  for (const s of started) if (s.status === 'fulfilled') running.push(s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed?.status === 'rejected') throw failed.reason;
});

test.afterAll(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop()));
});

test('each copy serves its own remotes.json, backend URL and key, and CSP', async () => {
  const keys: string[] = [];
  for (const [i, c] of copies.entries()) {
    const other = copies[1 - i]!;
    expect(running[i]!.output()).toContain(`The site is running at http://localhost:${c.shell}`);
    const remotes = (await (await fetch(`http://localhost:${c.shell}/remotes.json`)).json()) as Record<string, string>;
    expect(Object.values(remotes).map((u) => Number(new URL(u).port))).toEqual(c.remotes);
    // A remote's own server (what the shell loads it from) answers its manifest.
    for (const port of c.remotes) expect((await fetch(`http://localhost:${port}/mf-manifest.json`)).status).toBe(200);

    const config = (await (await fetch(`http://localhost:${c.shell}/app-config.json`)).json()) as {
      supabaseUrl: string;
      supabaseAnonKey: string;
      previewOrigins: string[];
    };
    expect(Number(new URL(config.supabaseUrl).port)).toBe(c.backend);
    // In development a copy accepts previews from `pnpm preview` beside it (PORT + 100), and from nowhere else.
    expect(config.previewOrigins).toEqual([devPreviewOrigin(c.shell)]);
    const backend = (await (await fetch(`${config.supabaseUrl}/_dev/config`)).json()) as { anonKey: string };
    expect(config.supabaseAnonKey).toBe(backend.anonKey);
    keys.push(config.supabaseAnonKey);

    const csp = (await fetch(`http://localhost:${c.shell}/`)).headers.get('content-security-policy')!;
    expect(csp).toContain(`localhost:${c.backend}`);
    expect(csp).toContain(`localhost:${c.remotes[0]}`);
    expect(csp).not.toContain(`:${other.backend}`);
    expect(csp).not.toContain(`:${other.shell + 1}`);
    // Its preview origin only on a page asked for as a preview (docs/decisions/028-preview-inside-the-real-site.md).
    expect(csp).not.toContain(devPreviewOrigin(c.shell));
    const asked = (await fetch(`http://localhost:${c.shell}/?${PREVIEW_PARAM}=x`)).headers.get('content-security-policy')!;
    expect(asked).toContain(devPreviewOrigin(c.shell));
    expect(asked).not.toContain(devPreviewOrigin(other.shell));
  }
  // Two backends, two data sets: each copy's key is its own backend's.
  expect(keys[0]).not.toBe(keys[1]);
});

test('a page of the second copy loads remotes and calls the backend only on its own ports', async ({ page }) => {
  const c = copies[1]!;
  const requests: URL[] = [];
  page.on('request', (r) => {
    if (/^https?:/.test(r.url())) requests.push(new URL(r.url()));
  });
  await page.goto(`http://localhost:${c.shell}/portfolio`);
  // The first page of a fresh copy on a busy machine: the same budget as waitForLiveRemotes.
  await expect(page.locator(`${areaSelector()}[${DOM.live}]`).first()).toBeAttached({ timeout: 30_000 });
  // The statistics on Home are read from the backend once the page is idle.
  const apiCall = page.waitForRequest(
    (r) => r.url().startsWith(`http://127.0.0.1:${c.backend}/rest/v1/`) || r.url().startsWith(`http://localhost:${c.backend}/rest/v1/`),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await apiCall;
  const ports = new Set(requests.map((u) => Number(u.port)));
  expect([...ports].filter((p) => !c.ports.has(p))).toEqual([]);
  expect(ports.has(c.shell + 1)).toBe(true);
});
