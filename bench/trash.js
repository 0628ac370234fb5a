// Cold builds start with no cache, but not just after one was deleted: on this machine's disk
// (ext4 mounted with `discard`), creating files in the tens of seconds after a tree of thousands
// is deleted costs several times more (docs/PERFORMANCE.md), and a cold build would be timed
// with the deletion's cost in it. What a cold run must not find is moved to the bench's trash
// instead, emptied when the bench ends.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const trash = join(dirname(fileURLToPath(import.meta.url)), 'tmp/trash');
let moved = 0;

/** Takes `path` (a folder) out of the way without deleting it now. */
export function moveAside(path) {
  if (!existsSync(path)) return;
  mkdirSync(trash, { recursive: true });
  try {
    renameSync(path, join(trash, `${process.pid}-${moved++}`));
  } catch (error) {
    // A folder on another file system cannot be moved into the trash: it is deleted.
    if (error.code !== 'EXDEV') throw error;
    rmSync(path, { recursive: true, force: true });
  }
}

process.on('exit', () => rmSync(trash, { recursive: true, force: true }));
