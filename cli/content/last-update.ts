import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

export interface LastUpdate {
  author: string;
  /** Seconds since the epoch. */
  time: number;
}

/**
 * Author and time of the last commit of every file under `dir`, from ONE `git log` call
 * (one call per file is what makes large sites slow). Outside a repository: an empty map.
 */
export async function readLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  const result = new Map<string, LastUpdate>();
  let stdout: string;
  let top: string;
  try {
    top = (await promisify(execFile)('git', ['rev-parse', '--show-toplevel'], { cwd: dir })).stdout.trim();
    ({ stdout } = await promisify(execFile)(
      'git',
      ['log', '--format=%x00%an%x00%at', '--name-only', '--no-renames', '--', '.'],
      {
        cwd: dir,
        maxBuffer: 256 * 1024 * 1024,
      },
    ));
  } catch {
    return result;
  }
  let current: LastUpdate | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('\0')) {
      const [, author, time] = line.split('\0');
      current = { author: author!, time: Number(time) };
    } else if (line && current) {
      const file = resolve(top, line);
      if (!result.has(file)) result.set(file, current);
    }
  }
  return result;
}
