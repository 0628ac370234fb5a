import { threadPool } from '../util/thread-pool.js';
import type * as searchWorker from '../workers/search.js';
import type { SearchSite, VersionRecords, WrittenFile } from './write-index.js';

/** A search worker's job. */
export interface SearchJob {
  outDir: string;
  site: SearchSite;
  versions: VersionRecords[];
}

/**
 * `writeSearchRecords` on a worker thread, for a build to go on bundling and rendering meanwhile:
 * cutting a site's records into words and postings takes a core for a second or more.
 */
export async function writeSearchFilesAside(job: SearchJob): Promise<{ records: number; files: WrittenFile[] }> {
  const pool = await threadPool<typeof searchWorker>('search', { threads: 1 });
  try {
    return await pool.run('writeSearch', job);
  } finally {
    await pool.close();
  }
}
