import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BuiltSite } from '../helpers/built-site.js';
import { build, repoRoot } from '../helpers/ckdocs.js';

/**
 * For the globalSetup of a folder of tests/built-once/: builds a site once, in a temp folder that
 * `make` gets, before any test file of the folder runs; each file reads it with `builtSite()`. The
 * folder is removed once they are all done, or at once if the build fails.
 */
export async function provideBuild(
  project: TestProject,
  name: string,
  make: (dir: string) => Promise<BuiltSite>,
): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), `ckdocs-once-${name}-`));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    project.provide('builtSite', await make(dir));
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}

/** `provideBuild` of a copy of fixtures/<name>, built as it is with its site.config.ts. */
export function provideFixtureBuild(project: TestProject, name: string): Promise<() => Promise<void>> {
  return provideBuild(project, name, async (dir) => {
    await cp(join(repoRoot, 'fixtures', name), dir, { recursive: true });
    const out = join(dir, 'build');
    return { out, run: await build(join(dir, 'site.config.ts'), out) };
  });
}
