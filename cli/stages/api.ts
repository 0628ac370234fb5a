import { startApis, type ApiResults } from '../api/build-api.js';
import type { ApiModel } from '../api/models.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup } from './config.js';

/**
 * TypeDoc's worker at work on the versions' API sources: it sends each version's model, then
 * type-checks the sources. `cached` holds the models its cache had, `pending` the versions it
 * is still making.
 */
export interface ApiJob {
  cached: ApiResults;
  pending: ReadonlySet<string>;
  /** Stage 3b: every version's API model, by version name. */
  models(reporter: Reporter): Promise<Map<string, ApiModel>>;
  /** The sources' type check, which the worker runs once every model is out. */
  sourcesChecked(): Promise<void>;
  /** Ends the worker (a build that failed): what it had not answered rejects. */
  stop(): void;
  /** Ends the worker and throws `error`: for a stage that failed while it works. */
  stopAndThrow(error: unknown): never;
  /** After a good build: models of sources since changed go once a week old. */
  pruneCache(): Promise<void>;
}

/** Starts TypeDoc's worker on the versions that have API sources, or takes their models from the cache. */
export async function startApiModels(setup: SiteSetup): Promise<ApiJob> {
  const { siteDir, cacheDir } = setup;
  const versions = setup.versions.filter((v) => v.api);
  const started = performance.now();
  const apis = await startApis(
    versions.map((v) => ({ siteDir, cacheDir, api: v.api!, version: v.name, versionPath: v.path })),
  );
  // The check may fail before the build asks for it: its outcome is kept as a value until then.
  const checked = apis.done.then(
    () => undefined,
    (error: unknown) => ({ error }),
  );
  return {
    cached: apis.cached,
    pending: new Set(versions.map((v) => v.name).filter((name) => !apis.cached.has(name))),
    async models(reporter) {
      const results = await apis.models;
      if (results.size)
        reporter.stage(
          'api',
          [...results]
            .map(([name, { model, cached }]) => `${name}: ${model.pages.length} pages${cached ? ' (cached)' : ''}`)
            .join(', '),
          performance.now() - started,
        );
      return new Map([...results].map(([name, { model }]) => [name, model]));
    },
    async sourcesChecked() {
      const failed = await checked;
      if (failed) throw failed.error;
    },
    stop: apis.stop,
    stopAndThrow(error) {
      apis.stop();
      throw error;
    },
    pruneCache: apis.pruneCache,
  };
}
