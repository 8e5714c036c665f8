import { defineConfig } from 'vitest/config';

// Unit tests of the bench's and the support's pure parts only: the Playwright suites (`*.spec.ts`) run under `pnpm test:e2e`.
export default defineConfig({ test: { environment: 'node', include: ['bench/**/*.test.ts', 'support/**/*.test.ts'] } });
