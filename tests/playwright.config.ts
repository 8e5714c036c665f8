import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/ports';

/** Browser tests: Debian's Chromium against the production builds, composed by the shell at runtime. */
export default defineConfig({
  testDir: './e2e',
  // Separate artifacts per port block, so concurrent runs on one machine don't delete each other's.
  outputDir: process.env.E2E_PORT_BASE ? `test-results-${process.env.E2E_PORT_BASE}` : 'test-results',
  globalSetup: './support/globalSetup.ts',
  // Every test makes its own users and rows, so tests of one file can run on both workers at once.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys through several pages on a 2-core machine; a budget, not a wait.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    // Recording traces costs every test time; locally they are kept for failures, in CI a rerun makes one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
});
