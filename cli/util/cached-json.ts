import { readFile } from 'node:fs/promises';

/**
 * A cache file's JSON, or undefined when it is missing or cannot be parsed: a build killed while
 * writing it, or a full disk, leaves it cut short, and the cache is then made again.
 */
export async function readCachedJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
