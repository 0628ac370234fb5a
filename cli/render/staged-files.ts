// Writing files into the staged output folder, which holds the output of a build before
// (render/output.ts), a failed one's too: what that build left in the way of this one goes.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
 * Writes files (paths in the staged folder `dir`), each folder made at its first file. On this
 * thread: a writer thread's messages cost the build more than the kernel's work they moved.
 */
export function stagedFileWriter(dir: string): (file: string, data: string | Uint8Array) => void {
  const folders = new Set<string>();
  return (file, data) => {
    const path = join(dir, file);
    try {
      const folder = dirname(path);
      if (!folders.has(folder)) {
        makeFolder(dir, folder);
        folders.add(folder);
      }
      writeOver(path, data);
    } catch (error) {
      // A full disk, or a folder ckdocs may not write in: not a bug of ckdocs.
      throw new UserError(`Could not write ${file} of the output: ${(error as Error).message}`, {
        problems: ['Make room on the disk, or let ckdocs write in the folder the output goes into.'],
      });
    }
  };
}
