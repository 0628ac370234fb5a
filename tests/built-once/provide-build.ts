import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BuiltSite } from '../helpers/built-site.js';
import { build, repoRoot } from '../helpers/ckdocs.js';

/** How a site of tests/built-once/ is built, into a temp folder of its own. */
type Make = (dir: string) => Promise<BuiltSite>;

/** A copy of fixtures/<name>, built as it is with its site.config.ts. */
export const fixtureBuild =
  (name: string): Make =>
  async (dir) => {
    await cp(join(repoRoot, 'fixtures', name), dir, { recursive: true });
    const out = join(dir, 'build');
    return { out, run: await build(join(dir, 'site.config.ts'), out) };
  };

/**
 * For the globalSetup of tests/built-once/: builds each site once, side by side (each build is a
 * process of its own), before any test file runs; a file reads its folder's site with
 * `builtSite(name)`. The folders are removed once every file is done, or at once if a build fails.
 */
export async function provideBuilds(project: TestProject, sites: Record<string, Make>): Promise<() => Promise<void>> {
  const dirs: string[] = [];
  const remove = () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))).then(() => undefined);
  try {
    const built = await Promise.all(
      Object.entries(sites).map(async ([name, make]) => {
        const dir = await mkdtemp(join(tmpdir(), `ckdocs-once-${name}-`));
        dirs.push(dir);
        return [name, await make(dir)] as const;
      }),
    );
    project.provide('builtSites', Object.fromEntries(built));
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}
