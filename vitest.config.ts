import { defineConfig } from 'vitest/config';
import { localeDefines } from './common/bundle-locale.js';
import { THEME_MODULES } from './cli/bundle/swizzled.js';

/** The browser tests' Chromium: one per project that has them, each test file connecting to it. */
const CHROMIUM = 'tests/helpers/chromium-server.ts';

export default defineConfig({
  // Templates that tests import write the locale and the theme's strings as the bundler's constants:
  // English, on a ckdocs site.
  define: { ...localeDefines(), DOCUSAURUS_SITE: 'false' },
  // The theme's icons as a ckdocs site has them (none of a Docusaurus theme's).
  plugins: [
    {
      name: 'ckdocs-theme-modules',
      resolveId: (id: string) =>
        id.startsWith('ck:') && id.slice('ck:'.length) in THEME_MODULES ? `\0${id}` : undefined,
      load: (id: string) =>
        id.startsWith('\0ck:') ? THEME_MODULES[id.slice('\0ck:'.length)]!(new Map(), []) : undefined,
    },
  ],
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Whole builds and a browser per file: two cores, so at most two files at once. As many kept as
    // at most: vitest's pool ends a thread left idle while others still run, and ending it again as
    // the unit tests finish (their threads are kept between files) failed the run now and then.
    maxWorkers: 2,
    minWorkers: 2,
    // expect.poll waits for what a browser shows next. vitest's default of 1 s was too short when both
    // cores ran builds beside Chromium (a search hit still showed the prefix typed on the way);
    // a poll passes as soon as its condition holds, so only a failing one waits this long.
    expect: { poll: { timeout: 10_000 } },
    // Test files share their modules, per worker: importing the compiler, TypeDoc and Docusaurus's
    // packages again for each file took longer than most files' tests. Each file leaves the process
    // as it found it (an environment variable, a spy), and one that mocks a module imports what uses
    // it anew (vi.resetModules).
    poolOptions: { threads: { isolate: false }, forks: { isolate: false } },
    projects: [
      // Projects take the options above; arrays such as include would add up, so each sets its own.
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/built-once/**', 'tests/unit/**'],
          globalSetup: [CHROMIUM],
        },
      },
      // Unit tests, on threads, after the rest.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], pool: 'threads', sequence: { groupOrder: 1 } },
      },
      // Sites that several test files only read: tests/built-once/build.ts builds them once for all
      // the files of tests/built-once/<site>/, when any of them is run. One project for them all, as
      // vitest runs projects one after another: each project's longest file would end it alone.
      {
        extends: true,
        test: {
          name: 'built-once',
          include: ['tests/built-once/*/*.test.ts'],
          globalSetup: [CHROMIUM, 'tests/built-once/build.ts'],
        },
      },
    ],
  },
});
