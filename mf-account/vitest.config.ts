import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Typing through user-event is slow on the shared 2-core machine; the default 5 s is too tight.
  test: { environment: 'happy-dom', setupFiles: ['./vitest.setup.ts'], testTimeout: 20_000 },
});
