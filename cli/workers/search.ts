// Worker: writes the search files while the main thread renders pages (search-aside.ts).
import { parentPort } from 'node:worker_threads';
import type { SearchJob, SearchJobResult } from '../search/search-aside.js';
import { writeSearchRecords } from '../search/write-index.js';
import { toWorkerError } from '../util/worker-errors.js';

parentPort!.once('message', async ({ outDir, site, versions }: SearchJob) => {
  let reply: SearchJobResult;
  try {
    reply = await writeSearchRecords(outDir, site, versions);
  } catch (error) {
    reply = { error: toWorkerError(error) };
  }
  parentPort!.postMessage(reply);
});
