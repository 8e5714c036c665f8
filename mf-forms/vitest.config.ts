import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Component tests render several MUI forms on a CPU shared with other builds: allow more than 5 s.
  test: { environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 },
});
