import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_ORIGIN } from './network';

/**
 * Vitest for React packages: happy-dom on an origin no server answers, a network guard (network.ts), jest-dom
 * matchers, cleanup after each test. The timeout is above
 * the 5 s default because typing through user-event into MUI forms is slow on a busy 2-core machine.
 */
export function domTestConfig() {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      // Not vitest's default http://localhost:3000, where `pnpm start` serves a real site and backend.
      environmentOptions: { happyDOM: { url: `${TEST_ORIGIN}/` } },
      setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
      testTimeout: 20_000,
    },
  });
}
