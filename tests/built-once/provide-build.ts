import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BuiltSite } from '../helpers/built-site.js';

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
