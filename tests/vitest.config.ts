import { defineConfig } from 'vitest/config';

// Unit tests of the bench's and the suites' pure parts and of the lint's import-circle rule: the Playwright suites
// (`*.spec.ts`) run under `pnpm test:e2e`.
export default defineConfig({ test: { environment: 'node', include: ['bench/**/*.test.ts', 'support/**/*.test.ts', 'lint/**/*.test.ts'] } });
