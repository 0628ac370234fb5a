import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, repoRoot } from '../../helpers/ckdocs.js';
import { provideBuild } from '../provide-build.js';

/** A copy of fixtures/basic, built as it is, for every test file of this folder. */
export default (project: TestProject) =>
  provideBuild(project, 'basic', async (dir) => {
    await cp(join(repoRoot, 'fixtures/basic'), dir, { recursive: true });
    const out = join(dir, 'build');
    return { out, run: await build(join(dir, 'site.config.ts'), out) };
  });
