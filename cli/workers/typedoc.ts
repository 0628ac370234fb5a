// Worker: turns each version's API sources into its model, off the main thread, so MDX
// compiles meanwhile; its heap (TypeScript's program above all) goes when it exits.
import { parentPort } from 'node:worker_threads';
import { deferringHtml } from '../api/deferred-html.js';
import { buildApiModel } from '../api/models.js';
import { runTypedoc } from '../api/run-typedoc.js';
import type { ApiJob, ApiJobResult } from '../api/build-api.js';
import { toWorkerError } from '../util/worker-errors.js';
import { saveCodeCaches } from '../util/code-cache.js';
import { collectGarbage } from '../util/collect-garbage.js';

/** Posts the version's model, and returns its type check for later (nothing if it failed). */
async function convert({ id, siteDir, api, version, versionPath }: ApiJob): Promise<(() => void) | undefined> {
  let reply: ApiJobResult;
  let check: (() => void) | undefined;
  try {
    const converted = await runTypedoc(siteDir, api, version);
    // Its markdown and highlighting are left to the main thread, idle meanwhile (deferred-html.ts).
    const { value: model, jobs: html } = deferringHtml(() => buildApiModel(converted.project, api, versionPath));
    reply = { id, model, html };
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

// Every version comes in one message: posted one by one, each next job would wait until the
// thread is done with the one before, its type check included (a conversion never yields to the
// event loop). Versions convert one after another, so that one TypeScript program at a time is in
// memory; their type checks come after every model is out, while the build renders pages.
parentPort!.once('message', async (jobs: ApiJob[]) => {
  const checks: ((() => void) | undefined)[] = [];
  for (const job of jobs) checks.push(await convert(job));
  saveCodeCaches();
  // What the conversions left goes before the checks build programs of their own, while pages
  // render on the main thread: the two heaps at their largest together passed 500 MB.
  collectGarbage();
  jobs.forEach((job, i) => runCheck(job.id, checks[i]));
});
