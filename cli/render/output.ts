import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, rmdir, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { readCachedJson } from '../util/cached-json.js';
import { keyedFiles, type FileStat, type Keys, type StagedFilesState } from './staging-keys.js';

/** The keys of the output folder and of the recycled folder (the output before it). */
interface KeysState {
  out?: Keys;
  /** When the build that made the output ended (ms): a file of it changed since is not copied. */
  outWrittenAt?: number;
  recycled?: Keys;
}

/** Every file and folder below `dir`, by path. */
async function listEntries(dir: string): Promise<{ files: string[]; folders: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const path = (e: (typeof entries)[number]) => join(e.parentPath, e.name);
  return {
    files: entries.filter((e) => e.isFile()).map(path),
    folders: entries.filter((e) => e.isDirectory()).map(path),
  };
}

/** Every file below `dir`, by path. */
const listFiles = async (dir: string) => (await listEntries(dir)).files;

/** `files` by path, with their sizes and modification times in nanoseconds. */
async function statFiles(files: string[]): Promise<Map<string, FileStat>> {
  const stats = await Promise.all(files.map((file) => stat(file, { bigint: true })));
  return new Map(files.map((file, i) => [file, { size: stats[i]!.size, mtime: stats[i]!.mtimeNs }]));
}

/** The folders `file` is in, below `dir`, nearest first. */
function foldersOf(file: string, dir: string): string[] {
  const folders: string[] = [];
  for (let folder = dirname(file); folder.length > dir.length; folder = dirname(folder)) folders.push(folder);
  return folders;
}

/** Removes the `folders` below `dir` that hold none of `files` (every file left there). */
async function removeEmptyFolders(dir: string, folders: string[], files: string[]): Promise<void> {
  if (!folders.length) return;
  const holding = new Set<string>();
  // A folder already seen holds its parents too.
  for (const file of files)
    for (let folder = dirname(file); folder.length > dir.length && !holding.has(folder); folder = dirname(folder))
      holding.add(folder);
  // Deepest first: a parent empties once its children are gone.
  const empty = folders.filter((folder) => !holding.has(folder)).sort((a, b) => b.length - a.length);
  for (const folder of empty) await rmdir(folder).catch(() => {});
}

/** Whether process `pid` still runs (one of another user's does too). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Where `ckdocs build` writes when given no `-o`, from the folder it runs in. */
export const DEFAULT_OUT_DIR = 'build';

/**
 * What builds killed beside `outDir` left: a build killed between the commit's two renames left
 * no output, the previous one as `.<out>.old-<pid>`, which is put back, as it is in place of an
 * output a build killed during its plugins' postBuild swapped in (`swapIn`); the folders builds were
 * staging into when killed, `.<out>.tmp-<pid>`, are removed. Only those of processes that no
 * longer run: a build going on beside this one keeps its own.
 */
export async function recoverKilledBuilds(outDir: string): Promise<void> {
  const leftover = new RegExp(`^\\.${basename(outDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)$`);
  const entries = await readdir(dirname(outDir)).catch(() => []);
  for (const entry of entries.sort()) {
    const match = leftover.exec(entry);
    if (!match || Number(match[2]) === process.pid || running(Number(match[2]))) continue;
    const path = join(dirname(outDir), entry);
    if (match[1] === 'old') {
      // Killed between the swap and the commit (its staging path still leads to the output, as
      // while plugins' postBuild ran): the output before goes back in place of the unfinished one.
      const staged = join(dirname(outDir), `.${basename(outDir)}.tmp-${match[2]}`);
      const midSwap = await lstat(staged).then(
        (found) => found.isSymbolicLink(),
        () => false,
      );
      if (midSwap) await rm(outDir, { recursive: true, force: true });
      if (!existsSync(outDir)) {
        await rename(path, outDir);
        continue;
      }
    }
    await rm(path, { recursive: true, force: true });
  }
}

/** A folder the stages write into: the staging folder, or a locale's folder in it. */
export interface Staging {
  dir: string;
  /**
   * Whether the staged folder already holds `file` (a path in it) as a file written with `key`:
   * it is then kept as it is, and need not be written again.
   */
  reuse(file: string, key: string): boolean;
  /**
   * Writes `data` to `file` (a path in the staged folder; its folder is made if need be), keeping
   * its key for `reuse` by a later build. Synchronously: a build writes a thousand files or more, and
   * the thread pool's round trips cost it more CPU than writing them here.
   */
  write(file: string, data: string | Uint8Array, key: string): void;
  /** Keeps the key of `file`, which another thread wrote into the staged folder (`size` bytes), as `write` does. */
  wrote(file: string, key: string, size: number): void;
  /** `file` was written over by other means (a copy): its bytes are no longer those of its key, and `reuse` keeps it no more. */
  overwritten(file: string): void;
}

/** The staging folder of a whole build, which it swaps in at the end. */
export interface OpenStaging extends Staging {
  /**
   * Removes what the build before left that this one neither wrote nor kept, so that the folder
   * holds this build's output alone (as a plugin's postBuild finds Docusaurus's fresh output).
   */
  dropStale(): Promise<void>;
  /**
   * Puts the staged folder in the output's place before the build ends, the output before kept
   * aside for `discard` to put back, and the staging path leading to it: plugins' postBuild find
   * the new output where Docusaurus's would (a plugin may write to `build/` from the site folder)
   * and at the path they were made with.
   */
  swapIn(): Promise<void>;
  /** Swaps the staged folder in as the output (if `swapIn` did not); resolves with the output's size in bytes. */
  commit(): Promise<number>;
  discard(): Promise<void>;
}

/** The folder a build of `outDir` stages its output in, beside it, until the swap. */
export const stagingPath = (outDir: string) => join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);

/**
 * A folder to build into next to the output; `commit()` swaps it in only at the end, so a
 * failed build leaves the previous good output untouched.
 *
 * With `recycleDir`, the output that a commit replaces is kept there, and the next build stages
 * into it: creating a file and its folder costs several times more than overwriting one (most of
 * a warm build's writing, and removing the old output took as long again). Whatever that build
 * does not write again is stale and goes before the swap: a file whose modification time is the
 * one it had when the build started, unless the build kept it (`reuse`). The keys of files
 * written with `write` are kept beside the folder (in `<recycleDir>.json`) for two builds: the
 * output's, then the recycled folder's. Whatever state a failed build leaves the folder in, it
 * drops the recycled folder's keys. A file whose key the recycled folder does not know (the build
 * after a cold one stages into an output of unknown keys) is kept when it has the bytes of the
 * output's file of that key: reading two files costs less than writing one.
 */
export async function stagingDir(outDir: string, recycleDir?: string): Promise<OpenStaging> {
  const dir = stagingPath(outDir);
  await rm(dir, { recursive: true, force: true });
  // A rename is atomic: of two builds started together, one gets the folder, the other a new one.
  const recycled =
    recycleDir !== undefined &&
    (await rename(recycleDir, dir).then(
      () => true,
      () => false,
    ));
  if (!recycled) await mkdir(dir, { recursive: true });
  const keysFile = recycleDir !== undefined ? `${recycleDir}.json` : undefined;
  const state: KeysState = keysFile ? ((await readCachedJson<KeysState>(keysFile)) ?? {}) : {};
  let before = recycled ? await statFiles(await listFiles(dir)) : new Map<string, FileStat>();
  // On a file system that keeps whole seconds, a file written a moment ago could be rewritten with
  // the same time: there, a folder that recent is not trusted and the build starts from an empty one.
  const times = [...before.values()].map((file) => file.mtime);
  const coarse = times.every((mtime) => mtime % 1_000_000_000n === 0n);
  if (coarse && times.some((mtime) => BigInt(Date.now()) * 1_000_000n - mtime < 2_000_000_000n)) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    before = new Map();
  }
  const files: StagedFilesState = {
    dir,
    outDir,
    previous: recycled ? (state.recycled ?? {}) : {},
    before,
    out: state.out,
    outWrittenAt: state.outWrittenAt,
  };
  const { keys, ...written } = keyedFiles(files);
  // Until this build ends well, nothing is known of what the recycled folder holds.
  if (keysFile && state.recycled)
    await writeFile(keysFile, JSON.stringify({ out: state.out, outWrittenAt: state.outWrittenAt } satisfies KeysState));
  // What this build wrote or kept is neither stale nor of unknown size: only the rest (the
  // bundles, copies, old files) is looked at, not a large site's every file. Removes the stale
  // ones and answers the bytes of the others.
  const removeStale = async ({ emptyFolders }: { emptyFolders: boolean }): Promise<number> => {
    const known = new Set(Object.keys(keys).map((file) => join(dir, file)));
    const { files, folders } = await listEntries(dir);
    const others = await statFiles(files.filter((file) => !known.has(file)));
    let bytes = 0;
    const stale = new Set<string>();
    for (const [file, { size, mtime }] of others) {
      if (before.get(file)?.mtime === mtime) stale.add(file);
      else bytes += Number(size);
    }
    await Promise.all([...stale].map((file) => rm(file)));
    // The folders left without a file; before the plugins' postBuild, also those the build before
    // left empty: a plugin may refuse to make one that is there, which Docusaurus's output lacks.
    const left = files.filter((file) => !stale.has(file));
    const ofStale = new Set([...stale].flatMap((file) => foldersOf(file, dir)));
    await removeEmptyFolders(dir, emptyFolders ? folders : folders.filter((folder) => ofStale.has(folder)), left);
    return bytes;
  };
  // Where the output before is kept from the swap to the commit, and whether the swap was made.
  const old = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
  let swapped = false;
  return {
    dir,
    ...written,
    async dropStale() {
      await removeStale({ emptyFolders: true });
    },
    async swapIn() {
      if (existsSync(outDir)) await rename(outDir, old);
      await rename(dir, outDir);
      await symlink(outDir, dir, 'junction');
      swapped = true;
    },
    async commit() {
      const writtenAt = Date.now();
      const bytes = Object.values(keys).reduce(
        (sum, [, size]) => sum + size,
        await removeStale({ emptyFolders: false }),
      );
      if (swapped) await unlink(dir);
      else {
        if (existsSync(outDir)) await rename(outDir, old);
        await rename(dir, outDir);
      }
      let moved = false;
      if (existsSync(old)) {
        if (recycleDir) await mkdir(dirname(recycleDir), { recursive: true });
        // Across file systems the rename fails: then the old output is only removed.
        moved =
          recycleDir !== undefined &&
          (await rename(old, recycleDir).then(
            () => true,
            () => false,
          ));
        if (!moved) await rm(old, { recursive: true, force: true });
      }
      if (keysFile) {
        await mkdir(dirname(keysFile), { recursive: true });
        await writeFile(
          keysFile,
          JSON.stringify({
            out: keys,
            outWrittenAt: writtenAt,
            recycled: moved ? state.out : undefined,
          } satisfies KeysState),
        );
      }
      return bytes;
    },
    async discard() {
      // The output the swap moved aside goes back, the new one back into the staging folder.
      if (swapped) {
        await unlink(dir);
        await rename(outDir, dir);
        if (existsSync(old)) await rename(old, outDir);
      }
      const kept =
        recycleDir !== undefined &&
        (await rename(dir, recycleDir).then(
          () => true,
          () => false,
        ));
      if (!kept) await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The folder `folder` of a staging folder (a locale's, as `zh-CN`), whose files it keeps and
 * swaps in with its own; `''` is the staging folder itself.
 */
export function stagedSubfolder(staging: Staging, folder: string): Staging {
  if (!folder) return staging;
  const inside = (file: string) => `${folder}/${file}`;
  return {
    dir: join(staging.dir, folder),
    reuse: (file, key) => staging.reuse(inside(file), key),
    write: (file, data, key) => staging.write(inside(file), data, key),
    wrote: (file, key, size) => staging.wrote(inside(file), key, size),
    overwritten: (file) => staging.overwritten(inside(file)),
  };
}
