// Worker: creates the staged output's files, so that the main thread goes on rendering while the
// kernel creates them (most of the cost of writing a site's thousands of small files).
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { UserError } from '../util/errors.js';
import { threadTask } from '../util/thread-task.js';

/** Folders this thread made or found: each is created once. */
const folders = new Set<string>();

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Makes `folder` in the staged folder `dir`. The staged folder is the output of a build before
 * (render/output.ts), a failed one's too: a file it left where this build needs a folder goes.
 */
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

/** Writes `data` to `path`, where a build before may have left a folder (as `makeFolder` says). */
function writeOver(path: string, data: string | Uint8Array): void {
  try {
    writeFileSync(path, data);
  } catch (error) {
    if (code(error) !== 'EISDIR') throw error;
    rmSync(path, { recursive: true });
    writeFileSync(path, data);
  }
}

/** Writes each file (a path in folder `dir`) in turn, its folder made first. */
export const write = threadTask(
  ({ dir, files }: { dir: string; files: [file: string, data: string | Uint8Array][] }) => {
    for (const [file, data] of files) {
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
    }
  },
);
