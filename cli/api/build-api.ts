import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pruneUnused } from '../util/prune-cache.js';
import { threadPool } from '../util/thread-pool.js';
import { toolRoot } from '../util/tool-root.js';
import type * as typedocWorker from '../workers/typedoc.js';
import type { ApiRequest } from './types.js';
import type { ApiSummary } from './changes-summary.js';
import type { ApiModel } from './models.js';
import { readCachedJson } from '../util/cached-json.js';
import { shortcutsKey } from '../shortcuts/switch.js';

/** Changes whenever ckdocs itself changes, or the shortcuts it takes, so models made otherwise are not reused. */
const GENERATOR_ID = `${import.meta.url}\0${shortcutsKey}`;

async function hashInputs({ siteDir, api, versionPath, magicComments, labels }: ApiRequest): Promise<string> {
  const hash = createHash('sha1').update(
    `${GENERATOR_ID}\0${versionPath}\0${JSON.stringify(api)}\0${JSON.stringify(magicComments)}\0${JSON.stringify(labels)}`,
  );
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

/**
 * Each version's model; `file` is its cache file, named by the hash of its inputs. A summary
 * made in this build comes along; a cached one is in `summaryFile(file)`.
 */
export type ApiResults = Map<string, { model: ApiModel; cached: boolean; file: string; summary?: ApiSummary }>;

/** Where the summary of a version's API (changes-summary.ts) is cached, beside its model. */
export const summaryFile = (modelFile: string) => modelFile.replace(/\.json$/, '.summary.json');

/**
 * The API model of each version: TypeDoc runs only when a hash of its inputs (sources,
 * tsconfig, options, the locale's words, TypeDoc and ckdocs versions) changed; otherwise the cached model is used.
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
  /** Removes old cache files: those of other inputs, and not among `used` (names of other API cache files). */
  pruneCache(used?: string[]): Promise<void>;
}> {
  const results: ApiResults = new Map();
  const files: string[] = [];
  const found = await Promise.all(
    requests.map(async (request) => {
      const key = await hashInputs(request);
      const file = join(request.cacheDir, 'api', `${request.version}-${key}.json`);
      files.push(file);
      if (request.summarize) files.push(summaryFile(file));
      // The summary is written before the model: with the model there, it is complete.
      const summarized =
        !request.summarize ||
        (await access(summaryFile(file)).then(
          () => true,
          () => false,
        ));
      const hit = summarized ? await readCachedJson<ApiModel>(file) : undefined;
      return { request, file, hit };
    }),
  );
  // In the versions' order, not the order their cache files were read in.
  for (const { request, file, hit } of found) if (hit) results.set(request.version, { model: hit, cached: true, file });
  const misses = found.filter(({ hit }) => !hit);
  const cached: ApiResults = new Map(results);
  // Models of sources since changed go once a week old; with no API left, there is nothing to prune.
  const pruneCache = async (used: string[] = []) =>
    files.length
      ? pruneUnused(dirname(files[0]!), new Set([...files.map((file) => basename(file)), ...used]))
      : undefined;
  if (!misses.length)
    return { models: Promise.resolve(results), done: Promise.resolve(results), cached, stop() {}, pruneCache };
  // One thread takes the tasks in turn: every conversion (one TypeScript program in memory at a
  // time), then every type check, which the build does not wait for until it is about to write.
  const pool = await threadPool<typeof typedocWorker>('typedoc', { threads: 1 });
  // The markdown and highlighting modules load only when a model is made, not on a warm build.
  const { fillHtml } = await import('./deferred-html.js');
  const converted = misses.map(
    ({ request: { siteDir, api, version, versionPath, summarize, magicComments, labels } }) =>
      pool
        .run('convert', { siteDir, api, version, versionPath, summarize, labels })
        .then(({ model, html, summary }) => ({ model: fillHtml(model, html, magicComments), summary })),
  );
  const checked = misses.map(({ request }) => pool.run('check', { version: request.version }));
  const models = Promise.all(
    misses.map(async ({ request, file }, i) => {
      results.set(request.version, { ...(await converted[i]!), cached: false, file });
    }),
  ).then(() => results);
  const done = Promise.all(
    misses.map(async ({ file }, i) => {
      // Awaited together, so that neither is left unhandled when the other fails.
      const [{ model, summary }] = await Promise.all([converted[i]!, checked[i]!]);
      await mkdir(dirname(file), { recursive: true });
      if (summary) await writeFile(summaryFile(file), JSON.stringify(summary));
      await writeFile(file, JSON.stringify(model));
    }),
  )
    .then(() => results)
    .finally(() => pool.close());
  models.catch(() => {}); // `done` rejects as well, and is what callers must await
  return { models, done, cached, stop: () => void pool.close(), pruneCache };
}
