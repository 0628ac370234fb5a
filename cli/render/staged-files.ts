// Writing files into the staged output folder, which holds the output of a build before
// (render/output.ts), a failed one's too: what that build left in the way of this one goes.
import { mkdir, mkdirSync, rmSync, statSync, writeFile, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { UserError } from '../util/errors.js';

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Makes `folder` in the staged folder `dir`, removing a file a build before left where one of its folders goes. */
function makeFolder(dir: string, folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    if (code(error) !== 'ENOTDIR' && code(error) !== 'EEXIST') throw error;
    let path = dir;
    for (const part of relative(dir, folder).split(sep)) {
      path = join(path, part);
      if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) break;
    }
    rmSync(path, { force: true });
    mkdirSync(folder, { recursive: true });
  }
}

/** Writes `data` to `path`, removing a folder a build before left there. */
function writeOver(path: string, data: string | Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (error) {
    if (code(error) !== 'EISDIR') throw error;
    rmSync(path, { recursive: true });
    writeFileSync(path, data);
  }
}

/**
 * Files handed to libuv's threads at once. Beyond that, a file is written on this thread: that
 * bounds the bytes waiting in memory when pages render faster than the disk takes them.
 */
const IN_FLIGHT = 64;

export interface StagedFileWriter {
  /** Writes `data` to `file` (a path in the staged folder), its folder made at its first file. */
  write(file: string, data: string | Uint8Array): void;
  /** Resolves once every file given to `write` is on disk; rejects with the first that could not be written. */
  flushed(): Promise<void>;
}

/**
 * Writes files into the staged folder `dir` on libuv's threads, through fs's callback API: the
 * kernel creates them on the other core while this thread renders. (fs/promises costs several
 * times the CPU per file, and a writer thread of our own more in messages and copies.)
 */
export function stagedFileWriter(dir: string): StagedFileWriter {
  const folders = new Map<string, Promise<void>>();
  /** Each file's write under way: a second write of the same file waits for the first. */
  const pending = new Map<string, Promise<void>>();
  let failure: UserError | undefined;
  const folderMade = (folder: string) => {
    let made = folders.get(folder);
    if (!made) {
      made = new Promise<void>((resolve, reject) =>
        mkdir(folder, { recursive: true }, (error) =>
          error ? settle(() => makeFolder(dir, folder), resolve, reject) : resolve(),
        ),
      );
      folders.set(folder, made);
    }
    return made;
  };
  const written = (path: string, data: string | Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      writeFile(path, data, (error) => (error ? settle(() => writeOver(path, data), resolve, reject) : resolve())),
    );
  return {
    write(file, data) {
      if (failure) throw failure;
      const path = join(dir, file);
      const before = pending.get(path);
      if (!before && pending.size >= IN_FLIGHT) {
        try {
          makeFolder(dir, dirname(path));
          writeOver(path, data);
        } catch (error) {
          throw writeError(file, error);
        }
        return;
      }
      const done: Promise<void> = (before ?? folderMade(dirname(path)))
        .then(() => written(path, data))
        .catch((error: unknown) => void (failure ??= writeError(file, error)))
        .then(() => void (pending.get(path) === done && pending.delete(path)));
      pending.set(path, done);
    },
    async flushed() {
      while (pending.size) await Promise.all(pending.values());
      if (failure) throw failure;
    },
  };
}

function settle(work: () => void, resolve: () => void, reject: (error: unknown) => void): void {
  try {
    work();
    resolve();
  } catch (error) {
    reject(error);
  }
}

/** A full disk, or a folder ckdocs may not write in: not a bug of ckdocs. */
function writeError(file: string, error: unknown): UserError {
  return new UserError(`Could not write ${file} of the output: ${(error as Error).message}`, {
    problems: ['Make room on the disk, or let ckdocs write in the folder the output goes into.'],
  });
}
