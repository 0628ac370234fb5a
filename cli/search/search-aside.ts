import type { SiteConfig } from '../config/schema.js';
import type { CompiledDoc } from '../mdx/compile.js';
import type { Route } from '../routes/table.js';
import { threadPool } from '../util/thread-pool.js';
import type * as searchWorker from '../workers/search.js';
import { searchRecords, searchSite, type SearchSite, type VersionRecords } from './write-index.js';

/** A search worker's job. */
export interface SearchJob {
  outDir: string;
  site: SearchSite;
  versions: VersionRecords[];
}

/**
 * `writeSearchFiles` on a worker thread, for a build to go on rendering meanwhile: encoding a
 * large site's records would hold the main thread after its last page, with another core idle.
 * Only the records are made here, from what the main thread holds.
 */
export async function writeSearchFilesAside(
  outDir: string,
  config: SiteConfig,
  routes: Route[],
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
): Promise<{ records: number }> {
  const job: SearchJob = { outDir, site: searchSite(config), versions: searchRecords(config, routes, compiled) };
  const pool = await threadPool<typeof searchWorker>('search', { threads: 1 });
  try {
    return await pool.run('writeSearch', job);
  } finally {
    await pool.close();
  }
}
