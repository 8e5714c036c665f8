import { defineConfig } from 'vitest/config';

// Compares the current builds' prerendered pages with a recorded baseline; needs `pnpm build`, so not part of `test`.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.buildtest.ts'], testTimeout: 120_000 } });
