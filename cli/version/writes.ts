import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** One thing `ckdocs version` writes, at `path` relative to the site folder; `about` says what, for the reader. */
export type VersionWrite =
  /** A folder of the site (`from`) copied whole. */
  | { kind: 'copy'; path: string; about: string; from: string }
  /** A file written; `before` is the text it replaces when it exists. */
  | { kind: 'file'; path: string; about: string; text: string; before?: string };

/** How many files a folder holds, its subfolders' included. */
export async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Writes everything in a staging folder first (inside `stagingParent`, on the site's disk), then
 * renames each into place. A failure while staging leaves the site untouched; a failure while
 * renaming puts back what was already moved, so the site never holds half a version.
 */
export async function applyWrites(siteDir: string, stagingParent: string, writes: VersionWrite[]): Promise<void> {
  const staging = join(stagingParent, `version-${process.pid}-${Date.now()}`);
  const undo: (() => Promise<void>)[] = [];
  try {
    await mkdir(staging, { recursive: true });
    const staged = await Promise.all(
      writes.map(async (write, i) => {
        const at = join(staging, String(i));
        if (write.kind === 'copy') await cp(join(siteDir, write.from), at, { recursive: true });
        else await writeFile(at, write.text);
        return at;
      }),
    );
    for (const [i, write] of writes.entries()) {
      const target = join(siteDir, write.path);
      // The first folder mkdir made, if any (versioned_sidebars/ on a first version).
      const created = await mkdir(dirname(target), { recursive: true });
      if (created) undo.push(() => rm(created, { recursive: true, force: true }));
      await rename(staged[i]!, target);
      const { before } = write as { before?: string };
      undo.push(() =>
        before === undefined ? rm(target, { recursive: true, force: true }) : writeFile(target, before),
      );
    }
  } catch (error) {
    for (const step of undo.reverse()) await step();
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
