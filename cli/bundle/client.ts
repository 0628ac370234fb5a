import {
  build,
  context,
  type BuildContext,
  type BuildOptions,
  type Metafile,
  type OutputFile,
  type Plugin,
} from 'esbuild';
import { join, relative, resolve } from 'node:path';
import { encodePath } from '../../common/route-files.js';
import type { SiteData } from '../../common/data.js';
import type { ViewName } from '../../common/page-views.js';
import { ASSET_FILE, assetSource, assetsEsbuildPlugin } from './assets-esbuild-plugin.js';
import { contextRequiresEsbuildPlugin } from './context-requires.js';
import { mdxPartialsEsbuildPlugin } from './mdx-partials.js';
import type { MdxOptions } from '../mdx/markdown-plugins.js';
import type { PrecompiledMarkdown } from '../pages/plugin-markdown.js';
import { bundleFailure } from './bundle-failure.js';
import { ASSETS_DIR, ENTRIES, fileNames, groupEntry, pageEntry, VIRTUAL_INPUT } from './client-files.js';
import { SITE_LOADERS, siteEsbuildPlugin } from './site-esbuild-plugin.js';
import { toolRoot } from '../util/tool-root.js';
import type { ImportGroup } from './import-groups.js';
import type { PageModule } from './types.js';
import { siteCssEsbuildPlugin, THEME_STYLES, type SiteCss } from './site-css.js';
import { finishedOutput, finishStylesheets } from './finished-css.js';
import { localeDefines, type BundleLocale } from '../../common/bundle-locale.js';
import { bundleSiteStyles, importedStyles } from './site-styles.js';
import { vendorEsbuildPlugin, vendorsImportedBySite } from './vendor.js';
import { bundleWorkers, removeReplacedOutputs, type BundlePass, type Workers } from './workers.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';

export interface ClientBundle {
  /** URL of the runtime entry. */
  main: string;
  /** URL of the theme stylesheet. */
  css: string;
  /** Page key -> URL of its content chunk. */
  pages: Map<string, string>;
  /** Import group key -> URL of its table's chunk (import-groups.ts `ImportGroup`). */
  groups: Map<string, string>;
  /** Page key -> URL of the site stylesheet, for the pages whose code imports CSS. */
  stylesheets: Map<string, string>;
  /** URL of the site stylesheet when every page links it: the runtime imports CSS (a swizzled component's, a client module's). */
  everyPageStylesheet?: string;
  /** Chunk URL -> URLs it statically imports (for modulepreload). */
  imports: Map<string, string[]>;
  /** Page view (common/page-views.ts) -> URL of its template's chunk. */
  views: Map<string, string>;
  /** The vendor libraries (vendor.ts) the site's own modules import. */
  siteVendors: string[];
  /**
   * Each file beside a page that the page shows or links to (remark-local-files.ts), by its
   * absolute path, with the URL of its content-hashed copy: what the Markdown copies link to.
   */
  files: Map<string, string>;
}

export interface ClientInput {
  outDir: string;
  baseUrl: string;
  siteDir: string;
  /** The cache folder of the locale built, which holds its `@generated/*` modules. */
  cacheDir: string;
  /** The locale built, which gives the theme its strings, dates and plural forms (unset: English). */
  locale?: BundleLocale;
  site: SiteData;
  /** Compiled pages esbuild bundles, each an entry, by key (`<version>/<id>`). */
  pages: Map<string, PageModule>;
  /** The import groups of pages written as they are (page-chunks.ts), each an entry, by key. */
  groups?: Map<string, ImportGroup>;
  /**
   * What the pages that import only React and the theme import, in a build: the runtime's table of
   * modules holds those. Unset (`serve`, whose pages change), it holds all it may.
   */
  tableImports?: ReadonlySet<string>;
  vendors: Map<string, string>;
  /** The site's custom CSS and PostCSS. */
  css: SiteCss;
  /** Modules every page imports (the site's plugins' `getClientModules`). */
  clientModules?: string[];
  /** What the site's plugins give the bundles: theme folders, module aliases, constants. */
  fromPlugins?: PluginBundleParts;
  /** What pages compile with: the Markdown files site code imports compile alike. */
  mdx: MdxOptions;
  /** The plugins' Markdown (blog posts) as the MDX stage compiled it. */
  markdown?: PrecompiledMarkdown;
  /** Every doc's URL by its file, for the links of the Markdown files site code imports. */
  docFiles?: Map<string, string>;
}

/** The runtime's entry, as the metafile names it (from ckdocs's folder). */
const RUNTIME_ENTRY = 'runtime/client.tsx';

/**
 * The templates of the page views, which the runtime imports on use (templates/view-chunks.ts), by
 * their files: a page's HTML preloads its view's chunk. A site's own 404 page (swizzled) is not
 * preloaded: it loads as the page starts.
 */
const VIEW_TEMPLATES = new Map<string, ViewName>([
  ['templates/ApiPage.tsx', 'api'],
  ['templates/SearchPage.tsx', 'search'],
  ['templates/ApiChangesPage.tsx', 'apiChanges'],
  ['templates/NotFound.tsx', 'notFound'],
  ['templates/TagsPage.tsx', 'tags'],
  ['templates/Home.tsx', 'home'],
]);

function clientOptions(input: ClientInput, dev: boolean): BuildOptions {
  const pageEntries = [...input.pages.keys()].map((key) => ({ in: `ck-page:${key}`, out: pageEntry(key) }));
  const groupEntries = [...(input.groups?.keys() ?? [])].map((key) => ({
    in: `ck-group:${key}`,
    out: groupEntry(key),
  }));
  return {
    entryPoints: [
      { in: join(toolRoot, RUNTIME_ENTRY), out: ENTRIES.main },
      { in: THEME_STYLES.entry, out: ENTRIES.style },
      ...pageEntries,
      ...groupEntries,
    ],
    outdir: join(input.outDir, ASSETS_DIR),
    // esbuild's content hashes take in the paths of a chunk's modules, relative to this folder: from
    // ckdocs' own, a site gives the same file names whatever folder the build runs from, and
    // wherever it is checked out with ckdocs beside it (in its node_modules, or this repository).
    absWorkingDir: toolRoot,
    publicPath: `${input.baseUrl}${ASSETS_DIR}`,
    ...fileNames(dev),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    // Which those browsers all run, in module scripts: a package awaiting at its top level keeps its await.
    supported: { 'top-level-await': true },
    jsx: 'automatic',
    loader: SITE_LOADERS,
    minify: !dev,
    metafile: true,
    write: !dev,
    legalComments: 'none',
    // A site's words as written, not escaped: `\u6127` is six bytes where the character is three
    // (a Chinese site's words take half the bytes). A module script is always read as UTF-8.
    charset: 'utf8',
    // esbuild gives each module the chunk of exactly the entries that reach it: what the runtime
    // shares with views, the search modal, pages and their imports would be a file per set of them.
    // Every entry imports the runtime, so that all it runs is one chunk.
    inject: [join(toolRoot, RUNTIME_ENTRY)],
    // Node's `global` is the browser's `globalThis`, as webpack gives it to the packages a site uses.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', ...localeDefines(input.locale) },
    logLevel: 'silent',
    plugins: [
      siteCssEsbuildPlugin(input.css),
      vendorEsbuildPlugin(input.vendors),
      // The input itself, not a copy: each of serve's rebuilds reads the pages and site data of its save.
      siteEsbuildPlugin(input),
      contextRequiresEsbuildPlugin(input),
      mdxPartialsEsbuildPlugin(input),
      assetsEsbuildPlugin(input),
    ],
  };
}

/** A written bundle, with the files esbuild read and wrote (absolute paths), for the bundle cache. */
export interface WrittenBundle {
  bundle: ClientBundle;
  inputs: string[];
  outputs: string[];
}

/**
 * The client bundle's files: esbuild's bundle of the code, the web workers it starts (bundled
 * again to point at them: workers.ts), then the site stylesheet of the CSS that code imports
 * (site-styles.ts), with what they read and wrote. `run` bundles the code, with the plugin that
 * points it at its workers once they are known (`known`: the dev server's, from its bundle before).
 */
async function bundleWithStyles(
  options: BuildOptions,
  input: ClientInput,
  run: (workerUrls?: Plugin) => Promise<BundlePass>,
  known?: Workers,
) {
  const bundleCode = (workerUrls?: Plugin) =>
    run(workerUrls).catch(async (error: unknown) => {
      if (!input.groups?.size) throw await bundleFailure(error, input.pages, toolRoot);
      const pages = new Map([...input.pages, ...[...input.groups.values()].flatMap(groupPages)]);
      throw await bundleFailure(await errorOfPages({ ...input, pages, groups: undefined }, error), pages, toolRoot);
    });
  let code = await bundleCode(known?.plugin);
  const dev = !options.write;
  const { workers, again } = await bundleWorkers(code, options, known, dev).catch(async (error: unknown) => {
    throw await bundleFailure(error, input.pages, toolRoot);
  });
  if (again) {
    const first = code;
    code = await bundleCode(workers!.plugin);
    if (options.write) await removeReplacedOutputs(first.metafile!, code.metafile!);
  }
  const bundle = readMetafile(code.metafile!, input.outDir, input.baseUrl);
  bundle.siteVendors = vendorsImportedBySite(code.metafile!, input.vendors);
  const { importers, everyPage, files } = importedStyles(code.metafile!, RUNTIME_ENTRY);
  const styles = files.length
    ? await bundleSiteStyles(files, input, options).catch(async (error: unknown) => {
        throw await bundleFailure(error, input.pages, toolRoot);
      })
    : undefined;
  const output = Object.entries(styles?.metafile?.outputs ?? {}).find(([, info]) => info.entryPoint)?.[0];
  const stylesheet = output && outputUrl(output, input.outDir, input.baseUrl);
  const pagesOf = (importer: string) =>
    importer.startsWith('ck-group:')
      ? input.groups!.get(importer.slice('ck-group:'.length))!.pages.map((page) => page.key)
      : [importer.slice('ck-page:'.length)];
  if (stylesheet) for (const key of importers.flatMap(pagesOf)) bundle.stylesheets.set(key, stylesheet);
  if (stylesheet && everyPage) bundle.everyPageStylesheet = stylesheet;
  const passes = [code, workers?.bundle, styles].filter((pass): pass is BundlePass => pass !== undefined);
  return {
    bundle,
    workers,
    metafiles: passes.map((pass) => pass.metafile!),
    files: passes.flatMap((pass) => pass.outputFiles ?? []),
  };
}

/** Browser bundle: runtime + theme, one chunk per page, shared chunks; every name content-hashed. */
export async function bundleClient(input: ClientInput & { minify: boolean }): Promise<WrittenBundle> {
  const options = { ...clientOptions(input, false), minify: input.minify };
  const { bundle, metafiles } = await bundleWithStyles(options, input, (workerUrls) =>
    build(workerUrls ? { ...options, plugins: [workerUrls, ...options.plugins!] } : options),
  );
  const outputs = metafiles.flatMap((metafile) => Object.keys(metafile.outputs)).map((path) => resolve(toolRoot, path));
  if (input.css.finish) await finishStylesheets(outputs, input.css.finish);
  const inputs = inputFiles(metafiles)
    .concat([...input.css.dependencies])
    // A blog post's metadata (its neighbours, its tags) is read with it, not by esbuild.
    .concat(Object.values(input.fromPlugins?.markdown ?? {}).map((module) => module.metadataFile));
  return { bundle, inputs, outputs };
}

/** The files a bundle's passes read, absolute: an SVG or stylesheet module counts as the file it was made from. */
function inputFiles(metafiles: Metafile[]): string[] {
  const fileOf = (path: string) => (VIRTUAL_INPUT.test(path) ? assetSource(path) : resolve(toolRoot, path));
  return metafiles
    .flatMap((metafile) => Object.keys(metafile.inputs).map(fileOf))
    .filter((file): file is string => file !== undefined);
}

const groupPages = (group: ImportGroup) => group.pages.map((page) => [page.key, page] as const);

/**
 * The error of a failed bundle of import groups, as their pages (`byPage`), each bundled on its
 * own, give it: each error then names the page, and the line of its file, that caused it.
 */
async function errorOfPages(byPage: ClientInput, error: unknown): Promise<unknown> {
  return build({ ...clientOptions(byPage, false), minify: false, write: false }).then(
    () => error,
    (pageError: unknown) => pageError,
  );
}

/** Bundles the browser code as a build does, writing nothing: for `check`, which must fail where a build would. */
export async function checkClient(input: ClientInput): Promise<void> {
  const options: BuildOptions = { ...clientOptions(input, false), minify: false, write: false };
  const failure = async (error: unknown) => {
    throw await bundleFailure(error, input.pages, toolRoot);
  };
  const code = await build(options).catch(failure);
  await bundleWorkers(code, options, undefined, false).catch(failure);
  const { files } = importedStyles(code.metafile!, RUNTIME_ENTRY);
  if (files.length) await bundleSiteStyles(files, input, options).catch(failure);
}

export interface DevClient {
  /**
   * Bundles again, reusing what did not change, from `input` as it is when called (pages change
   * after). Its files by URL, and the files it read. One at a time: esbuild's context answers a
   * rebuild asked during another with that one's files.
   */
  rebuild(): Promise<{ bundle: ClientBundle; files: Map<string, OutputFile>; inputs: Set<string> }>;
  dispose(): Promise<void>;
}

/**
 * The dev server's bundle: an incremental esbuild context whose files stay in memory. Once the
 * code is known to start web workers, the context is made again with the plugin that points
 * the code at them.
 */
export async function devClient(input: ClientInput): Promise<DevClient> {
  // What the rebuild under way reads: a save meanwhile changes `input`, not the bundle it began.
  const asked = { ...input };
  const options = clientOptions(asked, true);
  let ctx: BuildContext = await context(options);
  let workers: Workers | undefined;
  const run = async (workerUrls?: Plugin) => {
    if (workerUrls && workerUrls !== workers?.plugin) {
      await ctx.dispose();
      ctx = await context({ ...options, plugins: [workerUrls, ...options.plugins!] });
    }
    return ctx.rebuild();
  };
  return {
    async rebuild() {
      Object.assign(asked, input);
      const made = await bundleWithStyles(options, asked, run, workers);
      workers = made.workers;
      // The stylesheets as a build finishes them (media queries sorted, a right-to-left locale's mirrored).
      const { finish } = asked.css;
      const served = finish ? made.files.map((file) => finishedOutput(file, finish)) : made.files;
      return {
        bundle: made.bundle,
        files: new Map(served.map((file) => [outputUrl(file.path, asked.outDir, asked.baseUrl), file])),
        inputs: new Set(inputFiles(made.metafiles)),
      };
    },
    dispose: () => ctx.dispose(),
  };
}

/** The URL of a file esbuild wrote (named in its metafile from ckdocs' folder, or absolute). */
const outputUrl = (output: string, outDir: string, baseUrl: string) =>
  `${baseUrl}${encodePath(relative(outDir, resolve(toolRoot, output)).split('\\').join('/'))}`;

function readMetafile(metafile: Metafile, outDir: string, baseUrl: string): ClientBundle {
  const url = (output: string) => outputUrl(output, outDir, baseUrl);
  const bundle: ClientBundle = {
    main: '',
    css: '',
    pages: new Map(),
    groups: new Map(),
    stylesheets: new Map(),
    imports: new Map(),
    views: new Map(),
    siteVendors: [],
    files: new Map(),
  };
  for (const [output, info] of Object.entries(metafile.outputs)) {
    const href = url(output);
    // A copied file's own output (a chunk that imports it names it among its inputs too).
    if (!/\.(js|css)$/.test(output))
      for (const input of Object.keys(info.inputs))
        if (input.startsWith(ASSET_FILE)) bundle.files.set(input.slice(ASSET_FILE.length), href);
    bundle.imports.set(
      href,
      info.imports.filter((i) => i.kind === 'import-statement').map((i) => url(i.path)),
    );
    const entry = info.entryPoint;
    if (!entry) continue;
    if (entry.startsWith('ck-page:')) bundle.pages.set(entry.slice('ck-page:'.length), href);
    else if (entry.startsWith('ck-group:') && output.endsWith('.js'))
      bundle.groups.set(entry.slice('ck-group:'.length), href);
    else if (entry.endsWith(RUNTIME_ENTRY)) bundle.main = href;
    else if (entry === THEME_STYLES.module && output.endsWith('.css')) bundle.css = href;
    else if (VIEW_TEMPLATES.has(entry) && output.endsWith('.js')) bundle.views.set(VIEW_TEMPLATES.get(entry)!, href);
  }
  return bundle;
}
