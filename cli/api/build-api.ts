import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ApiConfig } from '../config/schema.js';
import { fromWorkerError, type WorkerError } from '../util/worker-errors.js';
import { workerUrl } from '../util/worker-script.js';
import { toolRoot } from '../util/tool-root.js';
import type { ApiModel } from './models.js';

/** Changes whenever ckdocs itself changes, so models made by older code are not reused. */
const GENERATOR_ID = import.meta.url;

async function hashInputs(siteDir: string, api: ApiConfig, versionPath: string): Promise<string> {
  const hash = createHash('sha1').update(`${GENERATOR_ID}\0${versionPath}\0${JSON.stringify(api)}`);
  const typedoc = JSON.parse(await readFile(join(toolRoot, 'node_modules/typedoc/package.json'), 'utf8')) as { version: string };
  hash.update(typedoc.version);
  const tsconfig = resolve(siteDir, api.tsconfig);
  hash.update(await readFile(tsconfig).catch(() => Buffer.from('missing')));
  const dirs = new Set(api.entryPoints.map((p) => dirname(resolve(siteDir, p))));
  for (const dir of [...dirs].sort()) {
    const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((f) => /\.[cm]?tsx?$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(join(dir, file)));
  }
  return hash.digest('hex');
}

export interface ApiRequest {
  siteDir: string;
  cacheDir: string;
  api: ApiConfig;
  version: string;
  versionPath: string;
}

/** A version for the TypeDoc worker, and its answer: the model, or the error to report. */
export type ApiJob = Omit<ApiRequest, 'cacheDir'> & { id: number };
export type ApiJobResult = { id: number; model: ApiModel } | { id: number; error: WorkerError };

export type ApiResults = Map<string, { model: ApiModel; cached: boolean }>;

/**
 * The API model of each version: TypeDoc runs only when a hash of its inputs (sources,
 * tsconfig, options, TypeDoc and ckdocs versions) changed; otherwise the cached model is used.
 * Resolves once the work is under way, with `done` for the models: versions to convert go to
 * one worker thread, which runs them one after another (one TypeScript program in memory at a
 * time) while the caller's thread is free for other work. `cached` holds the models ready at once;
 * `stop` ends the worker early (`done` then rejects).
 */
export async function startApis(requests: ApiRequest[]): Promise<{ done: Promise<ApiResults>; cached: ApiResults; stop(): void }> {
  const results: ApiResults = new Map();
  const found = await Promise.all(
    requests.map(async (request) => {
      const key = await hashInputs(request.siteDir, request.api, request.versionPath);
      const file = join(request.cacheDir, 'api', `${request.version}-${key}.json`);
      const hit = await readFile(file, 'utf8').then((t) => JSON.parse(t) as ApiModel, () => undefined);
      if (hit) results.set(request.version, { model: hit, cached: true });
      return hit ? undefined : { request, file };
    }),
  );
  const misses = found.filter((m) => m !== undefined);
  const cached: ApiResults = new Map(results);
  if (!misses.length) return { done: Promise.resolve(results), cached, stop() {} };
  // Every job is posted now: a thread busy with other work would hand out each next job late.
  const worker = new Worker(await workerUrl('typedoc'));
  const models = misses.map(({ request }, id) => convertIn(worker, { id, siteDir: request.siteDir, api: request.api, version: request.version, versionPath: request.versionPath }));
  const done = Promise.all(
    misses.map(async ({ request, file }, id) => {
      const model = await models[id]!;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(model));
      results.set(request.version, { model, cached: false });
    }),
  )
    .then(() => results)
    .finally(() => worker.terminate());
  return { done, cached, stop: () => void worker.terminate() };
}

function convertIn(worker: Worker, job: ApiJob): Promise<ApiModel> {
  return new Promise((resolve, reject) => {
    const done = () => worker.off('message', onMessage).off('error', reject).off('exit', onExit);
    const onMessage = (reply: ApiJobResult) => {
      if (reply.id !== job.id) return;
      done();
      if ('model' in reply) resolve(reply.model);
      else reject(fromWorkerError(reply.error));
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`the TypeDoc worker stopped (exit code ${code}) while converting version ${job.version}`));
    };
    worker.on('message', onMessage).on('error', reject).on('exit', onExit);
    worker.postMessage(job);
  });
}
