import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stagedFileWriter } from './staged-files.js';

/** A written file's key (a hash of what made its bytes) and its size, by its path in the output. */
export type Keys = Record<string, [key: string, size: number]>;

/** A file's size and modification time in nanoseconds. */
export type FileStat = { size: bigint; mtime: bigint };

/**
 * What a staging folder knew of its files when the build began, which decides what `reuse` may
 * keep.
 */
export interface StagedFilesState {
  /** The staging folder. */
  dir: string;
  /** The output folder it replaces. */
  outDir: string;
  /** The keys of the files it holds from the build before last (the recycled output). */
  previous: Keys;
  /** Its files when the build began, by absolute path. */
  before: Map<string, FileStat>;
  /** The keys of the output's files, and when the build that wrote them ended (ms). */
  out?: Keys;
  outWrittenAt?: number;
}

/** The files of a staging folder as a build writes and keeps them, with the keys of those it wrote or kept. */
export interface KeyedFiles {
  reuse(file: string, key: string): boolean;
  write(file: string, data: string | Uint8Array, key: string): void;
  wrote(file: string, key: string, size: number): void;
  overwritten(file: string): void;
  readonly keys: Keys;
}

/** `reuse`, `write` and `wrote` of a staging folder (render/output.ts says what each keeps). */
export function keyedFiles(state: StagedFilesState): KeyedFiles {
  const { dir, outDir, previous, before, out, outWrittenAt = 0 } = state;
  const keys: Keys = {};
  // Files something else wrote over since the build began (a static file of the same name).
  const replaced = new Set<string>();
  const writeStaged = stagedFileWriter(dir);
  /** Whether the staged `file` has the bytes of the output's, which the output's keys say was written with `key`. */
  const sameAsOutput = (file: string, key: string) => {
    const known = out?.[file];
    const path = join(dir, file);
    if (!known || known[0] !== key || before.get(path)?.size !== BigInt(known[1])) return false;
    const output = join(outDir, file);
    // A file changed after the build that wrote it (by hand, by a deploy step) is not vouched for.
    const stats = statSync(output, { throwIfNoEntry: false });
    if (!stats?.isFile() || stats.size !== known[1] || Math.floor(stats.mtimeMs) > outWrittenAt) return false;
    if (!readFileSync(output).equals(readFileSync(path))) return false;
    keys[file] = known;
    return true;
  };
  return {
    keys,
    reuse(file, key) {
      if (replaced.has(file)) return false;
      const known = previous[file];
      if (!known || known[0] !== key || before.get(join(dir, file))?.size !== BigInt(known[1]))
        return sameAsOutput(file, key);
      keys[file] = known;
      return true;
    },
    write(file, data, key) {
      writeStaged(file, data);
      keys[file] = [key, typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength];
    },
    wrote(file, key, size) {
      keys[file] = [key, size];
    },
    overwritten(file) {
      replaced.add(file);
      delete keys[file];
    },
  };
}
