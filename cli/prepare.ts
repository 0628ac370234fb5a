import { dirname, join } from 'node:path';
import { startApis } from './api/build-api.js';
import type { ApiModel } from './api/models.js';
import type { PageModule } from './bundle/plugin.js';
import { loadConfig } from './config/load.js';
import { readLastUpdates } from './content/last-update.js';
import { scanVersion } from './content/scan.js';
import { checkDocLinks } from './links/check.js';
import { compileAll } from './mdx/compile-all.js';
import { withBase } from './routes/navbar.js';
import { buildSiteData } from './routes/site-data.js';
import { buildRoutes, notFoundRoute } from './routes/table.js';
import { UserError } from './util/errors.js';
import { settleAll } from './util/pool.js';
import type { Reporter } from './util/reporter.js';

/**
 * Everything up to the route table: config, content, API models, MDX, routes and the link
 * check. `build` continues from here to files; `check` stops here.
 */
export async function prepareSite(configPath: string, reporter: Reporter) {
  const { config, file: configFile, siteDir } = await loadConfig(configPath);
  reporter.stage('config', configFile);

  const lastName = config.docs.lastVersion ?? config.docs.versions[0]!.name;
  if (!config.docs.versions.some((v) => v.name === lastName)) {
    throw new UserError(`docs.lastVersion names unknown version "${lastName}"`, { file: configFile, problems: [`Available versions: ${config.docs.versions.map((v) => v.name).join(', ')}`] });
  }
  // Version paths as served: under the base URL.
  const versionConfigs = config.docs.versions.map((v) => ({ ...v, path: withBase(config.baseUrl, v.path) }));
  const [versions, lastUpdates] = await Promise.all([
    Promise.all(versionConfigs.map((v) => scanVersion(siteDir, v, v.name === lastName))),
    config.docs.showLastUpdateAuthor || config.docs.showLastUpdateTime ? readLastUpdates(siteDir) : new Map(),
  ]);
  reporter.stage('content', `${versions.map((v) => `${v.name}: ${v.docs.length} docs`).join(', ')}`);
  const cacheDir = join(siteDir, '.ckdocs-cache');
  // TypeDoc runs in a worker while MDX compiles here: guides do not depend on the API models.
  const apiVersions = versionConfigs.filter((v) => v.api);
  const started = performance.now();
  const api = await startApis(apiVersions.map((v) => ({ siteDir, cacheDir, api: v.api!, version: v.name, versionPath: v.path })));
  // Settled together: a failed page must not leave the worker running after the error is shown.
  const [apiResults, { compiled, stats }] = await settleAll([
    api.done.then((results) => {
      if (results.size) reporter.stage('api', [...results].map(([name, { model, cached }]) => `${name}: ${model.pages.length} pages${cached ? ' (cached)' : ''}`).join(', '), performance.now() - started);
      return results;
    }),
    compileAll(versions, { cacheDir, mermaid: config.markdown.mermaid }).then((result) => {
      reporter.stage('mdx', `${result.stats.compiled} compiled, ${result.stats.cached} from cache`, performance.now() - started);
      return result;
    }),
  ] as const);
  const apiModels = new Map<string, ApiModel>();
  for (const [name, { model }] of apiResults) {
    apiModels.set(name, model);
    versions.find((c) => c.name === name)!.sidebars.api = model.sidebar;
  }
  const site = buildSiteData(config, versions, configFile);

  const routes = buildRoutes(config, siteDir, versions, compiled, lastUpdates, apiModels);
  const notFound = notFoundRoute(config);
  const brokenLinks = checkDocLinks(routes, compiled, config.baseUrl);
  const modules = new Map<string, PageModule>();
  for (const [doc, out] of compiled) modules.set(`${doc.version}/${doc.id}`, { key: `${doc.version}/${doc.id}`, code: out.code, resolveDir: dirname(doc.file) });

  return { config, configFile, siteDir, cacheDir, versions, site, compiled, stats, routes, notFound, brokenLinks, modules, apiModels, lastUpdates };
}
