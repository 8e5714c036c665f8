import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Vitest for React packages: happy-dom, jest-dom matchers, cleanup after each test. The timeout is above
 * the 5 s default because typing through user-event into MUI forms is slow on a busy 2-core machine.
 */
export function domTestConfig() {
  return defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
      testTimeout: 20_000,
    },
  });
}
