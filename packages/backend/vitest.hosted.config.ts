import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// The contract suites against a hosted project (packages/backend/README.md, "Tests"): opt-in, never in `pnpm test`.
export default defineConfig({ ...base, test: { ...base.test, include: ['test/hosted.suite.ts'] } });
