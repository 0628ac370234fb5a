import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, repoRoot } from '../helpers/ckdocs.js';
import { fixtureBuild, provideBuilds } from './provide-build.js';

/**
 * The sites that the test files of tests/built-once/<site>/ only read: the CommandKit site of
 * content/, built as its maintainers build it, and two fixtures.
 */
export default (project: TestProject) =>
  provideBuilds(project, {
    content: async (dir) => ({ out: dir, run: await build(join(repoRoot, 'content/site.config.ts'), dir) }),
    basic: fixtureBuild('basic'),
    'docusaurus-assets': fixtureBuild('docusaurus-assets'),
  });
