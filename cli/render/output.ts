import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';

/** Every file below `dir`, by path, with its size and modification time in nanoseconds. */
async function filesIn(dir: string): Promise<Map<string, { size: bigint; mtime: bigint }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const stats = await Promise.all(files.map((file) => stat(file, { bigint: true })));
  return new Map(files.map((file, i) => [file, { size: stats[i]!.size, mtime: stats[i]!.mtimeNs }]));
}

/** Removes the folders of `removed` files below `dir`, and their parents, that nothing is left in. */
async function removeEmptyFolders(dir: string, removed: string[]): Promise<void> {
  const folders = new Set<string>();
  for (let file of removed) while ((file = dirname(file)).length > dir.length) folders.add(file);
  // Deepest first: a parent empties once its children are gone.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) await rmdir(folder).catch(() => {});
}

export interface Staging {
  dir: string;
  /** Swaps the staged folder in as the output; resolves with the output's size in bytes. */
  commit(): Promise<number>;
  discard(): Promise<void>;
}

/**
 * A folder to build into next to the output; `commit()` swaps it in only at the end, so a
 * failed build leaves the previous good output untouched.
 *
 * With `recycleDir`, the output that a commit replaces is kept there, and the next build stages
 * into it: creating a file and its folder costs several times more than overwriting one (most of
 * a warm build's writing, and removing the old output took as long again). Whatever that build
 * does not write again is stale and goes before the swap: a file whose modification time is the
 * one it had when the build started.
 */
export async function stagingDir(outDir: string, recycleDir?: string): Promise<Staging> {
  const dir = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  // A rename is atomic: of two builds started together, one gets the folder, the other a new one.
  const recycled = recycleDir !== undefined && (await rename(recycleDir, dir).then(() => true, () => false));
  if (!recycled) await mkdir(dir, { recursive: true });
  let before = recycled ? await filesIn(dir) : new Map<string, { size: bigint; mtime: bigint }>();
  // On a file system that keeps whole seconds, a file written a moment ago could be rewritten with
  // the same time: there, a folder that recent is not trusted and the build starts from an empty one.
  const times = [...before.values()].map((file) => file.mtime);
  const coarse = times.every((mtime) => mtime % 1_000_000_000n === 0n);
  if (coarse && times.some((mtime) => BigInt(Date.now()) * 1_000_000n - mtime < 2_000_000_000n)) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    before = new Map();
  }
  return {
    dir,
    async commit() {
      const after = await filesIn(dir);
      let bytes = 0;
      const stale: string[] = [];
      for (const [file, { size, mtime }] of after) {
        if (before.get(file)?.mtime === mtime) stale.push(file);
        else bytes += Number(size);
      }
      await Promise.all(stale.map((file) => rm(file)));
      await removeEmptyFolders(dir, stale);
      const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
      if (existsSync(outDir)) await rename(outDir, old);
      await rename(dir, outDir);
      if (existsSync(old)) {
        if (recycleDir) await mkdir(dirname(recycleDir), { recursive: true });
        // Across file systems the rename fails: then the old output is only removed.
        const kept = recycleDir !== undefined && (await rename(old, recycleDir).then(() => true, () => false));
        if (!kept) await rm(old, { recursive: true, force: true });
      }
      return bytes;
    },
    async discard() {
      const kept = recycleDir !== undefined && (await rename(dir, recycleDir).then(() => true, () => false));
      if (!kept) await rm(dir, { recursive: true, force: true });
    },
  };
}
