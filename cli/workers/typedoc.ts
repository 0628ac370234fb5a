// Worker: turns each version's API sources into its model, off the main thread, so MDX
// compiles meanwhile; its heap (TypeScript's program above all) goes when it exits.
import { parentPort } from 'node:worker_threads';
import { buildApiModel } from '../api/models.js';
import { runTypedoc } from '../api/run-typedoc.js';
import type { ApiJob, ApiJobResult } from '../api/build-api.js';
import { toWorkerError } from '../util/worker-errors.js';

/** Posts the version's model, and returns its type check for later (nothing if it failed). */
async function convert({ id, siteDir, api, version, versionPath }: ApiJob): Promise<(() => void) | undefined> {
  let reply: ApiJobResult;
  let check: (() => void) | undefined;
  try {
    const converted = await runTypedoc(siteDir, api, version);
    reply = { id, model: buildApiModel(converted.project, api, versionPath) };
    check = converted.check;
  } catch (error) {
    reply = { id, error: toWorkerError(error) };
  }
  parentPort!.postMessage(reply);
  return check;
}

function runCheck(id: number, check: (() => void) | undefined): void {
  if (!check) return;
  try {
    check();
    parentPort!.postMessage({ id, checked: true } satisfies ApiJobResult);
  } catch (error) {
    parentPort!.postMessage({ id, error: toWorkerError(error) } satisfies ApiJobResult);
  }
}

// Versions convert one after another, so that one TypeScript program at a time is in memory.
// Their type checks come after every model is out: the build renders pages meanwhile.
let converting: Promise<unknown> = Promise.resolve();
let checking: Promise<unknown> = Promise.resolve();

/** Settles once no conversion is left, including those queued while waiting. */
async function allConverted(): Promise<void> {
  let current: Promise<unknown>;
  do {
    current = converting;
    await current;
  } while (current !== converting);
}

parentPort!.on('message', (job: ApiJob) => {
  const converted = converting.then(() => convert(job));
  converting = converted;
  checking = checking.then(allConverted).then(async () => runCheck(job.id, await converted));
});
