import { build, type BuildOptions, type BuildResult, type PluginBuild } from 'esbuild';
import { localeDefines, type BundleLocale } from '../../common/bundle-locale.js';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createRequire, SourceMap } from 'node:module';
import { compileFunction } from 'node:vm';
import type { MdxContent } from '../../common/mdx-content.js';
import type { BootData, SiteData } from '../../common/data.js';
import type { PageLinks } from '../../common/page-links.js';
import { IMPORT_PARAM } from '../mdx/recma-page-factory.js';
import { assetsEsbuildPlugin } from './assets-esbuild-plugin.js';
import { ASSETS_DIR, fileNames } from './client-files.js';
import { registerSharedModules, shareDocusaurusModules, sharedDocusaurusModules } from './docusaurus-client.js';
import { contextRequiresEsbuildPlugin } from './context-requires.js';
import { registerSiteModules, takeSiteModules } from './shared-site-modules.js';
import { mdxPartialsEsbuildPlugin } from './mdx-partials.js';
import type { MdxOptions } from '../mdx/markdown-plugins.js';
import type { PrecompiledMarkdown } from '../pages/plugin-markdown.js';
import { bundleFailure } from './bundle-failure.js';
import {
  awaitedListOf,
  awaitedModulesPlugin,
  awaitingFiles,
  importAwaited,
  writeAwaitedList,
} from './awaited-modules.js';
import { importGroups, type ImportGroup } from './import-groups.js';
import { SITE_LOADERS, siteEsbuildPlugin } from './site-esbuild-plugin.js';
import { toolRoot } from '../util/tool-root.js';
import type { PageModule } from './types.js';
import type { PluginBundleParts } from '../plugins/page-outputs.js';

/** The theme on the server: its renderer, and the modules pages import, by specifier. */
export interface ServerTheme {
  renderApp(site: SiteData, boot: BootData, Content?: MdxContent): { html: string; links?: PageLinks };
  streamApp(
    site: SiteData,
    boot: BootData,
    Content: MdxContent | undefined,
    write: (chunk: Uint8Array) => void,
  ): Promise<PageLinks | undefined>;
  componentStackOf(site: SiteData, boot: BootData, Content?: MdxContent): Promise<string | undefined>;
  /** Gives the theme's CodeBlock the highlighter for code a component hands it as text (templates/theme/text-code.ts). */
  setCodeHighlighter(highlight: (code: string, language: string) => string): void;
  modules: Record<string, unknown>;
}

/**
 * The modules that pages importing more than React and the theme take, bundled: each such page's
 * table of them by specifier, by page key. The pages' own code runs as compiled, with its table.
 */
export interface ServerImports {
  imports: Record<string, Record<string, unknown>>;
}

type ServerPagesInput = Map<string, PageModule>;

/** What a bundle of pages is made from: the site folder, its base URL (images' URLs start with it) and the pages. */
/** What a site's server bundles are made with, in the locale built: the build's and serve's alike. */
export interface ServerBundleSite {
  siteDir: string;
  /** The cache folder of the locale built, which holds its `@generated/*` modules. */
  cacheDir: string;
  /** The locale built, which gives the theme its strings, dates and plural forms (unset: English). */
  locale?: BundleLocale;
  /** What pages compile with: the Markdown files site code imports compile alike. */
  mdx: MdxOptions;
  /** What the site's plugins give the bundles: theme folders, module aliases, constants. */
  fromPlugins?: PluginBundleParts;
}

interface ServerBundleInput extends ServerBundleSite {
  baseUrl: string;
  /** A Docusaurus site's routes and docs are read as the bundle loads, not bundled (`bundleThemeFile`). */
  generatedAtLoad?: boolean;
  /** The plugins' Markdown (blog posts) as the MDX stage compiled it. */
  markdown?: PrecompiledMarkdown;
  /** Every doc's URL by its file, for the links of the Markdown files site code imports. */
  docFiles?: Map<string, string>;
  pages: ServerPagesInput;
  groups?: Map<string, ImportGroup>;
  /** The client bundle's URLs of the files it copied, by path, when it was made first. */
  assetUrls?: Map<string, string>;
}

/** A page's content for the server: its compiled code, and its key in the imports bundle if it is in it. */
export interface PageContent {
  code: string;
  key?: string;
}

/**
 * A page's content component: its compiled code, run with the modules it imports (from the theme,
 * or its table in the imports bundle). No bundler sees a page's own code on the server.
 */
export function contentOf(
  content: PageContent | undefined,
  theme: ServerTheme,
  bundled?: ServerImports,
): MdxContent | undefined {
  if (!content) return undefined;
  const modules = content.key === undefined ? theme.modules : bundled!.imports[content.key]!;
  // Not `new Function`: V8 keeps what that compiles, by its source, in a cache that a build of
  // thousands of pages fills (170 MB for 5,700 pages, on each render thread).
  const run = compileFunction(content.code, [IMPORT_PARAM]) as (load: (specifier: string) => unknown) => {
    default: MdxContent;
  };
  return run((specifier) => modules[specifier]).default;
}

/**
 * `error`, thrown as a page rendered, with React's stack of the components it was inside
 * (`componentStack`), which a second render of the page gives: the build's error names them.
 * `content` gives the page's content component again.
 */
export async function withComponentStack(
  error: unknown,
  render: { theme: ServerTheme; site: SiteData; boot: BootData; content: () => MdxContent | undefined },
): Promise<unknown> {
  if (!(error instanceof Error)) return error;
  const { theme, site, boot, content } = render;
  try {
    const componentStack = await theme.componentStackOf(site, boot, content());
    return Object.assign(error, { componentStack });
  } catch {
    // The page's code fails before React renders it: there is no component stack to give.
    return error;
  }
}

/**
 * The theme's server bundle written to a file, for threads that load it themselves; the caller
 * removes it. With the site's own components in place of the theme's (its `src/theme/`); with
 * `generatedAtLoad`, it can be made before the pages are compiled and routed.
 */
export function bundleThemeFile(site: Omit<ServerBundleInput, 'pages'>): Promise<string> {
  const entry = `${registerSharedModules(sharedDocusaurusModules(site))}export { renderApp, streamApp, componentStackOf, setCodeHighlighter } from ${JSON.stringify(join(toolRoot, 'templates/render-to-html.tsx'))};\nexport { default as modules } from 'ck:page-imports';\n`;
  return bundleFile(entry, { ...site, pages: new Map() });
}

/** The theme on the server, bundled and loaded. */
export async function bundleTheme(site: Omit<ServerBundleInput, 'pages'>): Promise<ServerTheme> {
  return loadOnce(await bundleThemeFile(site));
}

/**
 * The server bundle of what `pages` import written to a file, for threads that load it
 * themselves; the caller removes it. Pages that import alike share a table (`importGroups`). A
 * failure is told as each page bundled on its own gives it, naming the page and line at fault.
 */
export async function bundleImportsFile(options: ServerBundleInput): Promise<string> {
  const groups = importGroups(options.pages.values(), options.siteDir);
  try {
    return await bundleFile(groupsEntry(groups), { ...options, groups });
  } catch (error) {
    await checkServerPages(options);
    throw error;
  }
}

/** A module that exports `imports`: each page's table of the modules it imports (its group's), by page key. */
function groupsEntry(groups: Map<string, ImportGroup>): string {
  const keys = [...groups.keys()];
  const tables = keys.flatMap((key, i) => groups.get(key)!.pages.map((page) => `${JSON.stringify(page.key)}: g${i}`));
  return [
    ...keys.map((key, i) => `import g${i} from ${JSON.stringify(`ck-group:${key}`)};`),
    `export const imports = {${tables.join(',')}};`,
  ].join('\n');
}

/** A module that exports `imports`: each page's table of the modules it imports, by page key. */
function importsEntry(pages: ServerPagesInput): string {
  const keys = [...pages.keys()];
  return [
    ...keys.map((key, i) => `import p${i} from ${JSON.stringify(`ck-imports:${key}`)};`),
    `export const imports = {${keys.map((key, i) => `${JSON.stringify(key)}: p${i}`).join(',')}};`,
  ].join('\n');
}

/** What `pages` import, bundled for the server and loaded. */
export async function bundleImports(options: ServerBundleInput): Promise<ServerImports> {
  return loadOnce(await bundleImportsFile(options));
}

/** Loads a bundle written to `outfile`, which goes once loaded. */
export async function loadOnce<T>(outfile: string): Promise<T> {
  try {
    return (await loadServerBundle(outfile)) as T;
  } finally {
    await removeBundle(outfile);
  }
}

/** Where server bundles are written, inside this tool's node_modules (see `bundleFile`). */
const SERVER_BUNDLES = join(toolRoot, 'node_modules/.cache/ckdocs');

/**
 * A Node bundle of `entry`, inside this tool's node_modules so that its `react` imports resolve
 * to ours (React stays external: theme and pages share one copy).
 */
async function bundleFile(entry: string, options: ServerBundleInput): Promise<string> {
  await mkdir(SERVER_BUNDLES, { recursive: true });
  // CommonJS, so that the module can leave require's cache and memory once used: an imported
  // ES module stays for the life of the process (serve bundles one per edit).
  const outfile = join(SERVER_BUNDLES, `ssr-${randomUUID()}.cjs`);
  try {
    // The map beside it, read only when a page throws (`sourcePosition`).
    const { result, awaited } = await buildServer({
      ...serverOptions(entry, options),
      outfile,
      sourcemap: 'external',
      sourcesContent: false,
    });
    const contents = (path: string) => result.outputFiles!.find((file) => file.path === path)!.contents;
    await Promise.all([
      ...[outfile, mapOf(outfile)].map((path) => writeFile(path, contents(path))),
      writeAwaitedList(outfile, awaited),
    ]);
  } catch (error) {
    await removeBundle(outfile);
    throw await bundleFailure(error, options.pages, toolRoot);
  }
  return outfile;
}

/** The source map esbuild writes beside a server bundle. */
const mapOf = (outfile: string) => `${outfile}.map`;
/** A server bundle's file, as a stack names it (through symbolic links, unlike `SERVER_BUNDLES`). */
const BUNDLE_FILE = /[\\/]ssr-[\da-f-]+\.cjs$/;

/** Removes a server bundle `bundleFile` wrote, and its source map. */
export async function removeBundle(outfile: string): Promise<void> {
  await Promise.all([outfile, mapOf(outfile), awaitedListOf(outfile)].map((file) => rm(file, { force: true })));
}

/**
 * The place in its source of a 1-based line and column of a server bundle's code, by the map
 * written beside it; undefined for any other file, a bundle already removed (serve removes each
 * once loaded), or a place no source has.
 */
export function sourcePosition(
  file: string,
  line: number,
  column: number,
): { file: string; line: number; column: number } | undefined {
  if (!BUNDLE_FILE.test(file)) return undefined;
  let map: SourceMap;
  try {
    map = new SourceMap(JSON.parse(readFileSync(mapOf(file), 'utf8')));
  } catch {
    return undefined;
  }
  const entry = map.findEntry(line - 1, column - 1);
  if (!('originalSource' in entry)) return undefined;
  // The map names its sources from the bundle's folder, as esbuild was given it.
  return {
    file: resolve(SERVER_BUNDLES, entry.originalSource),
    line: entry.originalLine + 1,
    column: entry.originalColumn + 1,
  };
}

const shared = (options: ServerBundleInput) => sharedDocusaurusModules(options);

/** esbuild's options for a server bundle of `entry`, for build, serve and check alike. */
function serverOptions(entry: string, options: ServerBundleInput): BuildOptions {
  return {
    stdin: { contents: entry, resolveDir: toolRoot, loader: 'tsx' },
    // The folder esbuild names files from in its errors, whatever folder ckdocs runs in.
    absWorkingDir: toolRoot,
    // Images' URLs as the client bundle names them (client-files.ts): the files are the client's to write.
    publicPath: `${options.baseUrl}${ASSETS_DIR}`,
    assetNames: fileNames(false).assetNames,
    write: false,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    loader: SITE_LOADERS,
    external: ['mermaid'],
    define: { 'process.env.NODE_ENV': '"production"', ...localeDefines(options.locale) },
    // Formatters the theme makes at each render, made once (templates/server-intl.ts).
    inject: [join(toolRoot, 'templates/server-intl.ts')],
    logLevel: 'silent',
    plugins: [
      // What pages import takes the theme's copy of Docusaurus's shared modules (loaded first).
      ...(options.pages.size
        ? [{ name: 'ckdocs-shared', setup: (build: PluginBuild) => shareDocusaurusModules(build, shared(options)) }]
        : []),
      siteEsbuildPlugin(options),
      contextRequiresEsbuildPlugin(options),
      mdxPartialsEsbuildPlugin(options),
      assetsEsbuildPlugin(options),
      // Last: a module another plugin loads (a context require's) is not registered, only copied.
      options.pages.size ? takeSiteModules(options) : registerSiteModules(options),
    ],
  };
}

/**
 * Bundles `pages` for the server as a build does, writing nothing: for `check`, which must fail
 * where a build would.
 */
export async function checkServerPages(options: ServerBundleInput): Promise<void> {
  // A name all the same: esbuild wants one for what a bundle puts beside its code (a CSS module's styles).
  const outfile = join(SERVER_BUNDLES, 'ssr-check.cjs');
  await buildServer({ ...serverOptions(importsEntry(options.pages), options), outfile }).catch(
    async (error: unknown) => {
      throw await bundleFailure(error, options.pages, toolRoot);
    },
  );
}

/**
 * esbuild's build of a server bundle. A package that awaits at its top level is found by the error
 * it gives, so that other sites pay nothing, and taken from Node's own import (awaited-modules.ts).
 */
async function buildServer(options: BuildOptions): Promise<{ result: BuildResult; awaited: string[] }> {
  const run = (awaited: string[]) =>
    build({ ...options, plugins: [...(awaited.length ? [awaitedModulesPlugin(awaited)] : []), ...options.plugins!] });
  try {
    return { result: await run([]), awaited: [] };
  } catch (error) {
    const awaited = awaitingFiles(error, toolRoot);
    if (!awaited) throw error;
    return { result: await run(awaited), awaited };
  }
}

/**
 * Loads a server bundle so that nothing keeps it once what it made is let go, the modules it
 * takes awaited first.
 */
export async function loadServerBundle(outfile: string): Promise<unknown> {
  await importAwaited(outfile);
  // A require of its own: the module that makes a require function lists everything it loads
  // as its children, which would keep every bundle alive.
  const load = createRequire(outfile);
  const loaded: unknown = load(outfile);
  delete load.cache[outfile];
  return loaded;
}
