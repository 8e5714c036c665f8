import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests drive MUI in happy-dom on a CPU shared with other builds: allow more than the 5 s default.
  test: { environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 },
});
