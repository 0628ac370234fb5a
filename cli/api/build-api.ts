import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ApiConfig } from '../config/schema.js';
import { pruneUnused } from '../util/prune-cache.js';
import { fromWorkerError, type WorkerError } from '../util/worker-errors.js';
import { workerUrl } from '../util/worker-script.js';
import { toolRoot } from '../util/tool-root.js';
import { fillHtml, type HtmlJob } from './deferred-html.js';
import type { ApiModel } from './models.js';

/** Changes whenever ckdocs itself changes, so models made by older code are not reused. */
const GENERATOR_ID = import.meta.url;

async function hashInputs(siteDir: string, api: ApiConfig, versionPath: string): Promise<string> {
  const hash = createHash('sha1').update(`${GENERATOR_ID}\0${versionPath}\0${JSON.stringify(api)}`);
  const typedoc = JSON.parse(await readFile(join(toolRoot, 'node_modules/typedoc/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(typedoc.version);
  const tsconfig = resolve(siteDir, api.tsconfig);
  hash.update(await readFile(tsconfig).catch(() => Buffer.from('missing')));
  const dirs = new Set(api.entryPoints.map((p) => dirname(resolve(siteDir, p))));
  for (const dir of [...dirs].sort()) {
    const files = (await readdir(dir, { recursive: true }).catch(() => [] as string[]))
      .filter((f) => /\.[cm]?tsx?$/.test(f))
      .sort();
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

/**
 * A version for the TypeDoc worker, and its answers: first the model (with placeholders for the
 * HTML of `html`), then the type check of the sources (`checked`); either may be the error to
 * report instead.
 */
export type ApiJob = Omit<ApiRequest, 'cacheDir'> & { id: number };
export type ApiJobResult =
  { id: number; model: ApiModel; html: HtmlJob[] } | { id: number; checked: true } | { id: number; error: WorkerError };

export type ApiResults = Map<string, { model: ApiModel; cached: boolean }>;

/**
 * The API model of each version: TypeDoc runs only when a hash of its inputs (sources,
 * tsconfig, options, TypeDoc and ckdocs versions) changed; otherwise the cached model is used.
 * Resolves once the work is under way: versions to convert go to one worker thread, which runs
 * them one after another (one TypeScript program in memory at a time) while the caller's thread
 * is free for other work. `cached` holds the models ready at once; `models` settles when every
 * model is in; `done` once the sources have also passed their type check, which the worker runs
 * last (a model is cached only then); `stop` ends the worker early (both then reject).
 */
export async function startApis(requests: ApiRequest[]): Promise<{
  models: Promise<ApiResults>;
  done: Promise<ApiResults>;
  cached: ApiResults;
  stop(): void;
  pruneCache(): Promise<void>;
}> {
  const results: ApiResults = new Map();
  const files: string[] = [];
  const found = await Promise.all(
    requests.map(async (request) => {
      const key = await hashInputs(request.siteDir, request.api, request.versionPath);
      const file = join(request.cacheDir, 'api', `${request.version}-${key}.json`);
      files.push(file);
      const hit = await readFile(file, 'utf8').then(
        (t) => JSON.parse(t) as ApiModel,
        () => undefined,
      );
      if (hit) results.set(request.version, { model: hit, cached: true });
      return hit ? undefined : { request, file };
    }),
  );
  const misses = found.filter((m) => m !== undefined);
  const cached: ApiResults = new Map(results);
  // Models of sources since changed go once a week old; with no API left, there is nothing to prune.
  const pruneCache = async () =>
    files.length ? pruneUnused(dirname(files[0]!), new Set(files.map((file) => basename(file)))) : undefined;
  if (!misses.length)
    return { models: Promise.resolve(results), done: Promise.resolve(results), cached, stop() {}, pruneCache };
  const worker = new Worker(await workerUrl('typedoc'));
  const posted: ApiJob[] = misses.map(({ request }, id) => ({
    id,
    siteDir: request.siteDir,
    api: request.api,
    version: request.version,
    versionPath: request.versionPath,
  }));
  const jobs = posted.map((job) => answersTo(worker, job));
  worker.postMessage(posted);
  const models = Promise.all(
    misses.map(async ({ request }, id) => {
      results.set(request.version, { model: await jobs[id]!.model, cached: false });
    }),
  ).then(() => results);
  const done = Promise.all(
    misses.map(async ({ file }, id) => {
      const model = await jobs[id]!.model;
      await jobs[id]!.checked;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(model));
    }),
  )
    .then(() => results)
    .finally(() => worker.terminate());
  models.catch(() => {}); // `done` rejects as well, and is what callers must await
  return { models, done, cached, stop: () => void worker.terminate(), pruneCache };
}

/** The worker's two answers for a job: its model, then its type check. */
function answersTo(worker: Worker, job: ApiJob): { model: Promise<ApiModel>; checked: Promise<void> } {
  let model!: { resolve(m: ApiModel): void; reject(e: unknown): void };
  let checked!: { resolve(): void; reject(e: unknown): void };
  const result = {
    model: new Promise<ApiModel>((resolve, reject) => (model = { resolve, reject })),
    checked: new Promise<void>((resolve, reject) => (checked = { resolve, reject })),
  };
  result.checked.catch(() => {}); // awaited only after the model, which carries a conversion error
  let gotModel = false;
  const fail = (error: unknown) => {
    done();
    model.reject(error);
    checked.reject(error);
  };
  const onMessage = (reply: ApiJobResult) => {
    if (reply.id !== job.id) return;
    if ('error' in reply) return fail(fromWorkerError(reply.error));
    if ('model' in reply) {
      gotModel = true;
      try {
        return model.resolve(fillHtml(reply.model, reply.html));
      } catch (error) {
        return fail(error);
      }
    }
    done();
    checked.resolve();
  };
  const onExit = (code: number) =>
    fail(
      new Error(
        `the TypeDoc worker stopped (exit code ${code}) while ${gotModel ? 'checking' : 'converting'} version ${job.version}`,
      ),
    );
  const done = () => worker.off('message', onMessage).off('error', fail).off('exit', onExit);
  worker.on('message', onMessage).on('error', fail).on('exit', onExit);
  return result;
}
