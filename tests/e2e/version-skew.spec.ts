import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { distDir, serveStatic, type StaticServer } from '@portfolio/devtools';
import { alteredBuild } from '../support/alteredBuild';
import { test, expect } from '../support/fixtures';
import { REMOTE_FALLBACK_TEST_ID } from '../support/dom';

/** The @portfolio/ui the shell is built with and provides. */
const UI_VERSION = (JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'packages', 'ui', 'package.json'), 'utf8')) as { version: string })
  .version;

/**
 * A second build of mf-forms that needs @portfolio/ui ^9.0.0: the current build with its declared range raised,
 * as `workspace:^9.0.0` in its package.json would build it. The shell's copy (whatever today's major) does not satisfy it.
 */
const formsNeedingUi9 = () =>
  alteredBuild('mf_forms', {
    files: /\.(js|json)$/,
    edit: (text) => text.replace(/("@portfolio\/ui",(?:[^{}]*?)requiredVersion:\s*")\^\d+\.\d+\.\d+"/g, (_, head: string) => `${head}^9.0.0"`),
    nothingChanged: 'mf-forms build declares no @portfolio/ui range to raise',
  });

test.describe('a remote built against a newer @portfolio/ui than the shell has', () => {
  const servers: StaticServer[] = [];
  let dir = '';
  test.afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('is not mounted: its area shows the fallback, the console names the mismatch, the rest of the site works', async ({ page }) => {
    dir = formsNeedingUi9();
    const forms = await serveStatic(dir, 0, process.env);
    servers.push(forms);
    const shell = await serveStatic(distDir('shell'), 0, {
      ...process.env,
      SUPABASE_URL: process.env.TEST_SUPABASE_URL,
      SUPABASE_ANON_KEY: process.env.TEST_SUPABASE_ANON_KEY,
      REMOTE_MF_FORMS_URL: `${forms.url}/mf-manifest.json`,
    });
    servers.push(shell);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto(`${shell.url}/services`);
    const fallback = page.getByRole('main').getByTestId(REMOTE_FALLBACK_TEST_ID);
    await expect(fallback).toContainText('The services page is unavailable right now');
    await expect
      .poll(() => errors.find((e) => e.includes('is not mounted')))
      .toContain(
        `[federation] mf_forms/ServicesPage is not mounted: version skew: mf_forms needs @portfolio/ui@^9.0.0, but this page's shell provides ${UI_VERSION}.`,
      );

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
});
