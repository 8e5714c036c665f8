import { defineConfig, devices } from '@playwright/test';

/** The release smoke test: `pnpm release`'s output served by Debian's nginx, as in production. */
export default defineConfig({
  testDir: './e2e-release',
  outputDir: process.env.E2E_PORT_BASE ? `test-results-release-${process.env.E2E_PORT_BASE}` : 'test-results-release',
  globalSetup: './e2e-release/globalSetup.ts',
  // One release on disk: the partial-release test repoints it, so the file runs in order on one worker.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.RELEASE_URL,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
});
