import { join, resolve } from 'node:path';
import { withFeedLinks } from './blog/feed-links.js';
import { writeBlogFeeds } from './blog/write-feeds.js';
import { checkDocLinks, renderedLinks, type BrokenLink } from './links/check.js';
import { recoverKilledBuilds, stagedSubfolder, stagingPath, type Staging } from './render/output.js';
import { laterLocales } from './i18n/later-locales.js';
import { reportBrokenLinks } from './links/report.js';
import { reportDuplicateRoutes } from './pages/routes.js';
import { customNavbarItemWarnings, pluginOwnPartWarnings, themeMdxPage } from './bundle/swizzled.js';
import { llmsFilesNow, reportOwnLlmsFiles, writeLlmsFiles } from './llms/write.js';
import { loadPlugins, postBuild, type SitePlugin } from './plugins/lifecycle.js';
import { pluginOutputs } from './plugins/page-outputs.js';
import { withOwnSearch } from './plugins/local-search.js';
import { sitePath } from './routes/navbar.js';
import { drawsOwnBlog } from './docusaurus/blog-theme.js';
import { classicSvgSprites } from './docusaurus/classic-sprites.js';
import { asInDevelopment } from './docusaurus/development.js';
import { docSearchBefore4 } from './bundle/docsearch-css.js';
import { withThemeDocItem } from './docusaurus/doc-item-theme.js';
import { writeGeneratedContent, writeGeneratedFiles } from './docusaurus/generated-files.js';
import { addCodeTranslations, type TranslationHooks } from './docusaurus/translations.js';
import { addPluginNavbarItems } from './docusaurus/plugin-navbar-items.js';
import type { CompileStats, DocCompiler, LocalesCompiled } from './mdx/compile-all.js';
import { startApiModels, type ApiJob } from './stages/api.js';
import { bundleClientCode } from './stages/bundle.js';
import type { StylesheetMemo } from './bundle/stylesheet-memo.js';
import { loadSite } from './stages/config.js';
import { scanContent, type SiteContent } from './stages/content.js';
import { compileDocs, releasePageCode } from './stages/mdx.js';
import { openStaging } from './stages/output.js';
import { renderRoutes, type RenderedSite } from './stages/render.js';
import { startEarlyTheme, type EarlyTheme } from './render/early-theme.js';
import { routeSite } from './stages/routes.js';
import { writeSearchIndex } from './stages/search.js';
import { siteDocuments, writeSiteFiles } from './stages/write.js';
import type { SiteSetup } from './stages/config.js';
import { settleAll } from './util/settle-all.js';
import { warningsOnce, type Reporter } from './util/reporter.js';
import { shortcutsKey } from './shortcuts/switch.js';

export interface BuildOptions {
  configPath: string;
  outDir: string;
  reporter: Reporter;
  minify?: boolean;
  /** Worker threads to render pages on; by default one per core from 1,000 pages to render, else none. */
  renderWorkers?: number;
  /** The locales of the site to build (`--locale`), in this order; by default all of them. */
  locales?: string[];
}

export interface BuildResult {
  outDir: string;
  pages: number;
  bytes: number;
  /** The broken links the build warned of (those the config ignores are not). */
  brokenLinks: BrokenLink[];
  cache: CompileStats;
  /** Routes whose HTML body was rendered anew (not from the cache). */
  renderedPaths: string[];
}

/**
 * Stages 1 to 4, what `build`, `check` and `serve` share: config (and the site's plugins, their
 * content loaded), content, API models and MDX, routes (and Docusaurus's generated modules of them).
 * `development`: the site as a development server makes it (serve: the blog's drafts built, the
 * config and plugins loaded as in development); `locale`: the site's locale built (unset: the
 * default one).
 */
export async function prepareSite(
  configPath: string,
  reporter: Reporter,
  outDir = 'build',
  { development = false, locale }: { development?: boolean; locale?: string } = {},
) {
  const loaded = await loadSiteAndPlugins(configPath, reporter, outDir, locale, development);
  return prepareContent(loaded, reporter, { showDrafts: development });
}

/** Stages 2 to 4 of a site whose config and plugins are loaded. */
async function prepareContent(
  { setup, plugins }: Awaited<ReturnType<typeof loadSiteAndPlugins>>,
  reporter: Reporter,
  { showDrafts, locales }: { showDrafts: boolean; locales?: LocalesCompiled },
) {
  if (shortcutsKey) reporter.info(`Shortcuts off (CKDOCS_SHORTCUTS): ${shortcutsKey.replaceAll(',', ', ')}`);
  // TypeDoc needs only the config and is a cold build's longest stage: its worker starts before
  // the content is read.
  const api = await startApiModels(setup);
  const content = await scanContent(
    setup,
    reporter,
    plugins.flatMap((plugin) => plugin.routes),
    { showDrafts },
  ).catch(api.stopAndThrow);
  const routed = await compileAndRoute(setup, content, api, reporter, { locales });
  // What Docusaurus's client code reads of the routes and docs, for the bundles that follow.
  const paths = routed.routes.routes.map((route) => route.path);
  if (setup.docusaurus) await writeGeneratedContent(setup.cacheDir, routed.routes.versions, paths);
  return { setup, plugins, content, api, ...routed };
}

/**
 * Stage 1 and the site's plugins, made and their content loaded: what they add to every page
 * goes into the setup, with the links to the blog's feeds. The site's components in `src/theme/`
 * that replace nothing are reported. `development` (serve): as Docusaurus's development server
 * loads them.
 */
export async function loadSiteAndPlugins(
  configPath: string,
  reporter: Reporter,
  outDir = 'build',
  locale?: string,
  development = false,
): Promise<{ setup: SiteSetup; plugins: SitePlugin[] }> {
  const load = () => loadSiteAndPluginsNow(configPath, reporter, outDir, locale, development);
  return development ? asInDevelopment(load) : load();
}

async function loadSiteAndPluginsNow(
  configPath: string,
  reporter: Reporter,
  outDir: string,
  locale: string | undefined,
  development: boolean,
) {
  const loaded = await loadSite(configPath, reporter, locale);
  // Docusaurus hands plugins the folder it builds the locale into, which some write to as they
  // please (a PWA's service worker): ckdocs's is in the staging folder, swapped into place once all went well.
  const localeDir = join(stagingPath(resolve(outDir)), loaded.outFolder);
  const plugins = await withOwnSearch(await loadPlugins(loaded, localeDir, reporter), {
    siteDir: loaded.siteDir,
    searchPath: sitePath(loaded.config, '/search'),
    warn: (text) => reporter.warn(text),
  });
  const { docusaurus } = loaded;
  const instances = plugins.map((plugin) => plugin.instance as TranslationHooks);
  if (docusaurus && (await addCodeTranslations(docusaurus.core, docusaurus.context, instances)))
    await writeGeneratedFiles(docusaurus.context, docusaurus.core.version, loaded.cacheDir);
  if (docusaurus)
    for (const warning of addPluginNavbarItems(docusaurus, loaded.config.navbar.items)) reporter.warn(warning);
  const navbarTypes = loaded.config.navbar.items.map((item) => item.type);
  for (const warning of customNavbarItemWarnings(loaded.siteDir, navbarTypes, loaded.configFile))
    reporter.warn(warning);
  const outputs = await pluginOutputs(plugins, loaded.siteDir, {
    warn: (text) => reporter.warn(text),
    currentBundler: loaded.docusaurus?.context.currentBundler,
    generatedDir: loaded.docusaurus?.context.generatedFilesDir,
    development,
  });
  for (const warning of pluginOwnPartWarnings(loaded.siteDir, outputs.themePaths)) reporter.warn(warning);
  // The classic theme's own tags, as its plugin injects them (ckdocs builds the rest of the theme itself).
  const sprites = docusaurus && classicSvgSprites(docusaurus.plugins);
  if (sprites) outputs.htmlTags.preBody.unshift(sprites);
  const setup: SiteSetup = {
    ...loaded,
    versions: docusaurus ? withThemeDocItem(loaded.versions, loaded.siteDir, outputs.themePaths) : loaded.versions,
    // A Docusaurus site's plugins added their strings in the locale to the context's.
    codeTranslations: docusaurus?.context.codeTranslations ?? loaded.codeTranslations,
    fromPlugins: {
      ...withFeedLinks(outputs, loaded.config),
      ownBlog: docusaurus !== undefined && (await drawsOwnBlog(loaded.siteDir, outputs.themePaths)),
      docSearchSignKeys: docSearchBefore4(docusaurus?.plugins),
      mdxPageComponent: docusaurus && themeMdxPage(loaded.siteDir, outputs.themePaths),
    },
  };
  return { setup, plugins };
}

/**
 * Stages 3 and 4. The one overlap of the pipeline: TypeDoc's worker makes the API models while
 * MDX compiles. Both settle before either's error is thrown (no compile goes on writing its cache
 * after a failed build); a failed compile stops TypeDoc. `compile` is serve's compiler.
 */
export async function compileAndRoute(
  setup: SiteSetup,
  content: SiteContent,
  api: ApiJob,
  reporter: Reporter,
  { compile, locales }: { compile?: DocCompiler; locales?: LocalesCompiled } = {},
) {
  try {
    const [mdx, apiModels] = await settleAll([
      compileDocs(setup, content, reporter, { compile, alongside: api.pending.size > 0, locales }).catch(
        api.stopAndThrow,
      ),
      api.models(reporter),
    ]);
    const routes = routeSite(setup, content, mdx.compiled, apiModels);
    reportDuplicateRoutes(routes.duplicates, setup.config, setup.configFile, reporter);
    return { mdx, apiModels, routes };
  } catch (error) {
    api.stopAndThrow(error);
  }
}

/**
 * `ckdocs build`: the stages in order, from the config to the swap of the new output into place,
 * for each locale of the site in turn (the default one first, at the output's root), all swapped
 * in together.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const reporter = warningsOnce(options.reporter);
  // First, whatever happens next: the output a killed build left aside is put back.
  await recoverKilledBuilds(resolve(options.outDir));
  const loaded = await loadSiteAndPlugins(options.configPath, reporter, options.outDir, options.locales?.[0]);
  const staging = await openStaging(loaded.setup, options.outDir);
  const others = laterLocales(loaded.setup.config.localization, options.locales, reporter);
  // What every locale's build shares: the site's CSS, made once.
  const shared = {
    ...options,
    reporter,
    stylesheets: new Map(),
    toldLinks: new Set<string>(),
    compiled: others.length ? new Map() : undefined,
  };
  try {
    const built = [await buildLocale(loaded, staging, shared)];
    for (const locale of others)
      built.push(
        await buildLocale(
          await loadSiteAndPlugins(options.configPath, reporter, options.outDir, locale),
          staging,
          shared,
        ),
      );
    // The plugins' postBuild, each locale's, find the output as a fresh build leaves it (the
    // redirect plugin, for one, refuses to write over a file the build before left there), in
    // the output's place: a failing one puts the output before back.
    await staging.dropStale();
    await staging.swapIn();
    for (const locale of built) await locale.postBuild();
    const bytes = await staging.commit();
    await Promise.all(built.map((locale) => locale.pruneCaches()));
    const outDir = resolve(options.outDir);
    reporter.stage('write', outDir);
    return {
      outDir,
      pages: sum(built.map((locale) => locale.pages)),
      bytes,
      brokenLinks: built.flatMap((locale) => locale.brokenLinks),
      cache: {
        compiled: sum(built.map((locale) => locale.cache.compiled)),
        cached: sum(built.map((locale) => locale.cache.cached)),
        fromLocales: sum(built.map((locale) => locale.cache.fromLocales)),
      },
      renderedPaths: built.flatMap((locale) => locale.renderedPaths),
    };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

const sum = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

/** How each locale is built: the build's options, and the site's CSS as the locales before made it. */
type LocaleBuildOptions = BuildOptions & {
  stylesheets: StylesheetMemo;
  /** Broken links told by the locales before, by their place: a doc no locale translates breaks in each. */
  toldLinks: Set<string>;
  /** The pages the locales before compiled, for those no locale translates (several locales built). */
  compiled?: LocalesCompiled;
};

/** A locale built into the staging folder: what it made, its plugins' postBuild still to run, and what prunes its caches. */
type BuiltLocale = Omit<BuildResult, 'outDir' | 'bytes'> & {
  postBuild(): Promise<void>;
  pruneCaches(): Promise<unknown>;
};

/**
 * One locale's stages 2 to 9 (its config and plugins loaded), into its folder of the staging
 * folder; its plugins' postBuild to run once every locale is built, and what prunes its caches once
 * the output is swapped in.
 */
async function buildLocale(
  loaded: Awaited<ReturnType<typeof loadSiteAndPlugins>>,
  siteStaging: Staging,
  options: LocaleBuildOptions,
): Promise<BuiltLocale> {
  const theme = startEarlyTheme(loaded.setup);
  try {
    return await buildPreparedLocale(
      await prepareContent(loaded, options.reporter, { showDrafts: false, locales: options.compiled }),
      siteStaging,
      { ...options, theme },
    );
  } finally {
    await theme?.discard();
  }
}

async function buildPreparedLocale(
  prepared: Awaited<ReturnType<typeof prepareSite>>,
  siteStaging: Staging,
  options: LocaleBuildOptions & { theme?: EarlyTheme },
): Promise<BuiltLocale> {
  const { setup, api, mdx, routes } = prepared;
  const staging = stagedSubfolder(siteStaging, setup.outFolder);
  // TypeDoc's worker type-checks the API sources (it began once the models were out) while the
  // site is bundled, rendered and written; a failure of either keeps the previous output.
  const [, rendered] = await settleAll([
    api.sourcesChecked(),
    writeOutput(prepared, staging, options).catch(api.stopAndThrow),
  ]);
  const brokenLinks = checkDocLinks(routes.routes, mdx.compiled, setup, {
    site: routes.site,
    rendered: renderedLinks(rendered.pageLinks, setup, mdx.modules),
  });
  const told = reportBrokenLinks(brokenLinks, setup.config, options.reporter, options.toldLinks);
  return {
    async postBuild() {
      const ours = await llmsFilesNow(staging.dir);
      // The locale's folder of the output, as Docusaurus hands it (its staging path leads there too).
      await postBuild(prepared.plugins, { setup, outDir: join(resolve(options.outDir), setup.outFolder), routes });
      await reportOwnLlmsFiles(staging.dir, ours, setup, options.reporter);
    },
    pages: routes.routes.length,
    brokenLinks: told,
    cache: mdx.stats,
    renderedPaths: rendered.renderedPaths,
    pruneCaches: () => Promise.all([mdx.pruneCache(), api.pruneCache(), rendered.pruneCache()]),
  };
}

/**
 * Stages 5 to 8, into the staging folder: client bundle, render, the other files, search, the
 * blog's feeds (from the rendered posts); then the docs for AI assistants (llms.txt and the pages
 * as Markdown).
 */
async function writeOutput(
  { setup, plugins, content, mdx, routes }: Awaited<ReturnType<typeof prepareSite>>,
  staging: Staging,
  options: LocaleBuildOptions & { theme?: EarlyTheme },
): Promise<RenderedSite> {
  const { reporter, stylesheets } = options;
  const minify = options.minify ?? true;
  const client = await bundleClientCode({ setup, plugins, mdx, routes, staging, minify, reporter, stylesheets });
  const documents = siteDocuments({ setup, routes, client });
  const rendered = await renderRoutes({
    setup,
    mdx,
    routes,
    documents,
    staging,
    reporter,
    renderWorkers: options.renderWorkers,
    theme: options.theme,
  });
  releasePageCode(mdx);
  // The stages after render take its routes: a component page's title, description and noindex
  // (sitemap, search, feeds, llms.txt) are what its rendered `<Head>` set.
  await writeSiteFiles({ setup, routes: rendered.routes, documents, staging, reporter });
  await writeSearchIndex({ setup, mdx, routes: rendered.routes, staging, reporter });
  await writeBlogFeeds({ setup, content, routes: rendered.routes, staging, reporter });
  await writeLlmsFiles({
    setup,
    mdx,
    routes: rendered.routes,
    files: client.files,
    staging,
    reporter,
  });
  return rendered;
}
