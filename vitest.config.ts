import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Whole builds and a browser per file: two cores, so at most two files at once.
    maxWorkers: 2,
    minWorkers: 1,
  },
});
