// Worker: turns each version's API sources into its model, off the main thread, so MDX
// compiles meanwhile; its heap (TypeScript's program above all) goes when it exits.
import { parentPort } from 'node:worker_threads';
import { buildApiModel } from '../api/models.js';
import { runTypedoc } from '../api/run-typedoc.js';
import type { ApiJob, ApiJobResult } from '../api/build-api.js';
import { toWorkerError } from '../util/worker-errors.js';

async function convert({ id, siteDir, api, version, versionPath }: ApiJob): Promise<ApiJobResult> {
  try {
    const { project } = await runTypedoc(siteDir, api, version);
    return { id, model: buildApiModel(project, api, versionPath) };
  } catch (error) {
    return { id, error: toWorkerError(error) };
  }
}

// Jobs run one after another, so that one TypeScript program at a time is in memory.
let queue = Promise.resolve();
parentPort!.on('message', (job: ApiJob) => {
  queue = queue.then(async () => parentPort!.postMessage(await convert(job)));
});
