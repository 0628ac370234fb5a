import { join } from 'node:path';
import { startApis, type ApiResults } from '../api/build-api.js';
import { apiChanges } from '../api/changes-cache.js';
import { withChangesPage } from '../api/changes-page.js';
import type { ApiModel } from '../api/models.js';
import type { ApiLabels } from '../api/types.js';
import { apiLabels } from './bundle-locale.js';
import type { Reporter } from '../util/reporter.js';
import type { SiteSetup, VersionSetup } from './config.js';

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
  const pairs = comparedVersions(setup);
  const compared = new Set(pairs.flatMap(({ newer, older }) => [newer.name, older.name]));
  const changesFiles: string[] = [];
  const started = performance.now();
  const labels = apiLabels(setup);
  const apis = await startApis(
    versions.map((v) => ({
      siteDir,
      cacheDir,
      api: v.api!,
      version: v.name,
      versionPath: v.path,
      summarize: compared.has(v.name),
      magicComments: setup.mdx.magicComments,
      labels,
    })),
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
      const { models, files } = await withChangesPages(results, pairs, setup.cacheDir, reporter, labels);
      changesFiles.push(...files);
      return models;
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
    pruneCache: () => apis.pruneCache(changesFiles),
  };
}

/**
 * Each version's model; one newer than the latest with its API changes page and marks. `files`
 * names the changes' cache files, kept when the cache is pruned.
 */
async function withChangesPages(
  results: ApiResults,
  pairs: ReturnType<typeof comparedVersions>,
  cacheDir: string,
  reporter: Reporter,
  labels: ApiLabels,
): Promise<{ models: Map<string, ApiModel>; files: string[] }> {
  const models = new Map([...results].map(([name, { model }]) => [name, model]));
  const files: string[] = [];
  const names = (v: VersionSetup) => ({ version: v.name, label: v.label });
  for (const { newer, older } of pairs) {
    const { changes, file } = await apiChanges(results.get(newer.name)!, results.get(older.name)!);
    files.push(file);
    if (changes)
      models.set(
        newer.name,
        withChangesPage(
          models.get(newer.name)!,
          changes,
          {
            from: names(older),
            to: names(newer),
            versionPath: newer.path,
          },
          labels,
        ),
      );
    else
      reporter.warn(
        `The API changes of ${newer.name} since ${older.name} are left out: a cached API summary is unreadable. Remove ${join(cacheDir, 'api')} and build again.`,
      );
  }
  return { models, files };
}

/**
 * The versions whose API pages compare with the latest's: those listed before it (newer), each
 * with an API and `changes` left on, when the latest has an API too.
 */
function comparedVersions(setup: SiteSetup): { newer: VersionSetup; older: VersionSetup }[] {
  const latest = setup.versions.findIndex((v) => v.name === setup.lastVersion);
  const older = setup.versions[latest];
  if (!older?.api) return [];
  return setup.versions
    .slice(0, latest)
    .filter((v) => v.api?.changes)
    .map((newer) => ({ newer, older }));
}
