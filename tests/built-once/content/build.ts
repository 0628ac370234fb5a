import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, repoRoot } from '../../helpers/ckdocs.js';
import { provideBuild } from '../provide-build.js';

/** The CommandKit site of content/, built as its maintainers build it, for every test file of this folder. */
export default (project: TestProject) =>
  provideBuild(project, 'content', async (dir) => ({
    out: dir,
    run: await build(join(repoRoot, 'content/site.config.ts'), dir),
  }));
