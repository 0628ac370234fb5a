import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SearchSite, VersionRecords, WrittenFile } from './write-index.js';
import { readCachedJson } from '../util/cached-json.js';

/** Changes whenever ckdocs itself changes, so files made by older code are not reused. */
const GENERATOR_ID = import.meta.url;

/** What the last build wrote for its records: their key, how many there were, and the files. */
export interface SearchFiles {
  key: string;
  records: number;
  files: WrittenFile[];
}

const cacheFile = (cacheDir: string) => join(cacheDir, 'search-files.json');

/** A hash of everything the search files are made of: the records, the site's address, ckdocs itself. */
export function searchKey(site: SearchSite, versions: VersionRecords[]): string {
  const hash = createHash('sha1').update(`${GENERATOR_ID}\0${JSON.stringify(site)}`);
  // Record by record: a large site's records would make one string of tens of megabytes.
  for (const { name, records, apiPages } of versions) {
    hash.update(`\0${name}\0${JSON.stringify(apiPages)}`);
    for (const record of records) hash.update(JSON.stringify(record));
  }
  return hash.digest('hex');
}

/** The files the last build wrote, if it wrote them for `key`. */
export async function lastSearchFiles(cacheDir: string, key: string): Promise<SearchFiles | undefined> {
  const last = await readCachedJson<SearchFiles>(cacheFile(cacheDir));
  return last?.key === key ? last : undefined;
}

export async function saveSearchFiles(cacheDir: string, files: SearchFiles): Promise<void> {
  await writeFile(cacheFile(cacheDir), JSON.stringify(files));
}
