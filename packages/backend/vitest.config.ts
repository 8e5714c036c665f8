import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file mostly waits on its own database, so two files at once pay off even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
