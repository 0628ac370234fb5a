import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/schema.js';
import type { CompiledDoc } from '../mdx/compile.js';
import type { Route } from '../routes/table.js';
import { fromWorkerError, type WorkerError } from '../util/worker-errors.js';
import { workerUrl } from '../util/worker-script.js';
import { searchRecords, searchSite, type SearchSite, type VersionRecords } from './write-index.js';

/** A search worker's job, and its answer. */
export interface SearchJob {
  outDir: string;
  site: SearchSite;
  versions: VersionRecords[];
}
export type SearchJobResult = { records: number } | { error: WorkerError };

/**
 * `writeSearchFiles` on a worker thread, for a build to go on rendering meanwhile: on the 10x
 * site, encoding its 91,000 records took the main thread ~2 s after the last page, with the other
 * core idle. Only the records are made here, from what the main thread holds.
 */
export async function writeSearchFilesAside(
  outDir: string,
  config: SiteConfig,
  routes: Route[],
  compiled: Map<NonNullable<Route['doc']>, CompiledDoc>,
): Promise<{ records: number }> {
  const job: SearchJob = { outDir, site: searchSite(config), versions: searchRecords(config, routes, compiled) };
  const worker = new Worker(await workerUrl('search'));
  try {
    return await new Promise((resolve, reject) => {
      worker.once('message', (reply: SearchJobResult) =>
        'error' in reply ? reject(fromWorkerError(reply.error)) : resolve(reply),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the search worker stopped (exit code ${code})`)));
      worker.postMessage(job);
    });
  } finally {
    await worker.terminate();
  }
}
