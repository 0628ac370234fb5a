import { startApis, type ApiResults } from './api/build-api.js';
import type { ApiModel } from './api/models.js';
import { pageKey, pageModule, type PageModule } from './bundle/plugin.js';
import { cacheDirOf, loadConfig } from './config/load.js';
import type { SiteConfig } from './config/schema.js';
import type { DocSource, VersionContent } from './content/types.js';
import type { CompiledDoc } from './mdx/compile.js';
import type { SiteData } from '../templates/data.js';
import { readLastUpdates, type LastUpdate } from './content/last-update.js';
import { scanVersion } from './content/scan.js';
import { checkDocLinks } from './links/check.js';
import { compileAll, type DocCompiler } from './mdx/compile-all.js';
import { withBase } from './routes/navbar.js';
import { buildSiteData } from './routes/site-data.js';
import { buildRoutes, notFoundRoute } from './routes/table.js';
import { deferred } from './util/deferred.js';
import { UserError } from './util/errors.js';
import { settleAll } from './util/pool.js';
import type { Reporter } from './util/reporter.js';

/** What is known once the compile cache has answered, while pages compile and TypeDoc runs: enough to start bundling. */
export interface EarlySite {
  config: SiteConfig;
  siteDir: string;
  cacheDir: string;
  /** Each page's module: a promise while it compiles. */
  modules: Map<string, PageModule | Promise<PageModule>>;
  /** Settles once the API models are in (it rejects if the preparation fails). */
  site: Promise<SiteData>;
}

/**
 * Everything up to the route table: config, content, API models, MDX, routes and the link
 * check. `build` continues from here to files; `check` stops here. `onPagesKnown` lets a build
 * start its client bundle before the pages are compiled and the API models exist.
 */
export async function prepareSite(
  configPath: string,
  reporter: Reporter,
  options: Omit<FinishOptions, 'compile'> = {},
) {
  return finishSite(await scanSite(configPath, reporter), reporter, options);
}

/**
 * The content scanned and the API stage under way: all a guide page needs to compile. TypeDoc
 * runs in a worker meanwhile; `api.cached` holds the models its cache had, `api.pending` the
 * versions it is still making, `api.models` settles with every model, `api.done` once the API
 * sources have passed their type check as well, `api.stop` ends it early.
 */
export async function scanSite(configPath: string, reporter: Reporter) {
  const { config, file: configFile, siteDir } = await loadConfig(configPath);
  reporter.stage('config', configFile);

  const lastName = config.docs.lastVersion ?? config.docs.versions[0]!.name;
  if (!config.docs.versions.some((v) => v.name === lastName)) {
    throw new UserError(`docs.lastVersion names unknown version "${lastName}"`, {
      file: configFile,
      problems: [`Available versions: ${config.docs.versions.map((v) => v.name).join(', ')}`],
    });
  }
  // Version paths as served: under the base URL.
  const versionConfigs = config.docs.versions.map((v) => ({ ...v, path: withBase(config.baseUrl, v.path) }));
  const cacheDir = cacheDirOf(siteDir);
  // TypeDoc runs in a worker while the content is read and MDX compiles here: guides do not
  // depend on the API models, and reading the content leaves the other core idle.
  const apiVersions = versionConfigs.filter((v) => v.api);
  const apiStarted = performance.now();
  const apis = startApis(
    apiVersions.map((v) => ({ siteDir, cacheDir, api: v.api!, version: v.name, versionPath: v.path })),
  );
  apis.catch(() => {}); // awaited once the content is read
  const scanned = Promise.all([
    Promise.all(versionConfigs.map((v) => scanVersion(siteDir, v, v.name === lastName))),
    config.docs.showLastUpdateAuthor || config.docs.showLastUpdateTime
      ? readLastUpdates(siteDir)
      : new Map<string, LastUpdate>(),
  ]);
  // Content the build cannot read ends it: TypeDoc stops too.
  scanned.catch(() =>
    apis.then(
      (api) => {
        api.done.catch(() => {}); // rejects as the worker stops
        api.stop();
      },
      () => {},
    ),
  );
  const [versions, lastUpdates] = await scanned;
  reporter.stage('content', `${versions.map((v) => `${v.name}: ${v.docs.length} docs`).join(', ')}`);
  for (const warning of versions.flatMap((v) => v.warnings)) reporter.warn(warning);
  const { cached, models, done, stop, pruneCache } = await apis;
  // The MDX stage's time is counted from here.
  const started = performance.now();
  const api = {
    cached,
    stop,
    pruneCache,
    pending: new Set(apiVersions.map((v) => v.name).filter((name) => !cached.has(name))),
    models: models.then((results) => {
      if (results.size)
        reporter.stage(
          'api',
          [...results]
            .map(([name, { model, cached }]) => `${name}: ${model.pages.length} pages${cached ? ' (cached)' : ''}`)
            .join(', '),
          performance.now() - apiStarted,
        );
      return results;
    }),
    done,
  };
  api.models.catch(() => {}); // awaited by finishSite, which reports it
  api.done.catch(() => {});
  return { config, configFile, siteDir, cacheDir, versions, lastUpdates, started, api };
}

export type ScannedSite = Awaited<ReturnType<typeof scanSite>>;

interface FinishOptions {
  onPagesKnown?: (early: EarlySite) => void;
  compile?: DocCompiler;
  /**
   * Return as soon as the API models are in, before their sources' type check ends: the caller
   * must await `apiChecked` before it treats the site as good (a build, before its swap).
   */
  deferApiCheck?: boolean;
}

/**
 * The rest, once the API models and every page are in. `compile` compiles a page through the
 * cache (serve passes one it shares with page requests).
 */
export async function finishSite(scanned: ScannedSite, reporter: Reporter, options: FinishOptions = {}) {
  const site = deferred<SiteData>();
  try {
    const finished = await finish(scanned, reporter, site, options);
    const apiChecked = scanned.api.done.then(() => {});
    apiChecked.catch(() => {}); // rejected before the caller awaits it, it must not count as unhandled
    if (!options.deferApiCheck) await apiChecked;
    return { ...finished, apiChecked };
  } catch (error) {
    site.reject(error);
    // TypeDoc may still be checking the sources: nothing waits for it now.
    scanned.api.stop();
    throw error;
  }
}

async function finish(
  scanned: ScannedSite,
  reporter: Reporter,
  early: ReturnType<typeof deferred<SiteData>>,
  options: FinishOptions,
) {
  const { config, configFile, siteDir, cacheDir, versions, lastUpdates, started } = scanned;
  // Settled together: a failed page must not leave the worker running after the error is shown.
  const [apiResults, { compiled, stats, modules, pruneCache: pruneMdx }] = await settleAll([
    scanned.api.models,
    compileAll(versions, {
      cacheDir,
      mermaid: config.markdown.mermaid,
      compile: options.compile,
      onLookedUp: (pages) => {
        const moduleOf = (doc: DocSource, out: CompiledDoc | Promise<CompiledDoc>) => {
          if (!(out instanceof Promise)) return pageModule(doc, out);
          const module = out.then((done) => pageModule(doc, done));
          module.catch(() => {}); // a page that fails is reported by compileAll, bundled or not
          return module;
        };
        const modules = new Map([...pages].map(([doc, out]) => [pageKey(doc), moduleOf(doc, out)] as const));
        options.onPagesKnown?.({ config, siteDir, cacheDir, modules, site: early.promise });
      },
    }).then((result) => {
      reporter.stage(
        'mdx',
        `${result.stats.compiled} compiled, ${result.stats.cached} from cache`,
        performance.now() - started,
      );
      return { ...result, modules: pageModules(result.compiled) };
    }),
  ] as const);
  const apiModels = attachApiModels(versions, apiResults);
  const site = buildSiteData(config, versions, configFile);
  early.resolve(site);

  const routes = buildRoutes(config, siteDir, versions, compiled, lastUpdates, apiModels);
  const notFound = notFoundRoute(config);
  const brokenLinks = checkDocLinks(routes, compiled, config.baseUrl);

  /** After a good build: cache entries it did not use go once they are a week old (util/prune-cache.ts). */
  const pruneCaches = async () => {
    await Promise.all([scanned.api.pruneCache(), pruneMdx()]);
  };
  return {
    config,
    configFile,
    siteDir,
    cacheDir,
    versions,
    site,
    compiled,
    stats,
    routes,
    notFound,
    brokenLinks,
    modules,
    apiModels,
    lastUpdates,
    pruneCaches,
  };
}

/** Gives each version its API model's sidebar (`api`); the models by version. */
export function attachApiModels(versions: VersionContent[], results: ApiResults): Map<string, ApiModel> {
  const apiModels = new Map<string, ApiModel>();
  for (const [name, { model }] of results) {
    apiModels.set(name, model);
    versions.find((c) => c.name === name)!.sidebars.api = model.sidebar;
  }
  return apiModels;
}

/** Each compiled doc as the bundlers' page module, by `<version>/<id>`. */
function pageModules(compiled: Map<DocSource, CompiledDoc>): Map<string, PageModule> {
  return new Map([...compiled].map(([doc, out]) => [pageKey(doc), pageModule(doc, out)]));
}
