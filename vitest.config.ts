import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Whole builds and a browser per file: two cores, so at most two files at once.
    maxWorkers: 2,
    minWorkers: 1,
    // expect.poll waits for what a browser shows next. vitest's default of 1 s was too short when both
    // cores ran builds beside Chromium (a search hit still showed the prefix typed on the way);
    // a poll passes as soon as its condition holds, so only a failing one waits this long.
    expect: { poll: { timeout: 10_000 } },
  },
});
