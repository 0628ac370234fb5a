import type { GlobalData } from '../../common/data.js';
import type { ProvidedName } from '../bundle/provided.js';
import type { LoaderRule } from './loader-rules.js';
import type { MarkdownModule } from './markdown-rules.js';

/** A folder the development server answers, at a URL path from the server's root (webpack-dev-server's `publicPath`). */
export interface DevStaticFolder {
  directory: string;
  publicPath: string;
}

/** What a plugin module is called with, as Docusaurus calls it (a Docusaurus site's has more: cli/docusaurus/plugin-context.ts). */
export interface PluginContext {
  siteDir: string;
  /** The config the site exported (docusaurus.config's object for a Docusaurus site). */
  siteConfig: Record<string, unknown>;
  siteConfigPath: string;
  outDir: string;
  baseUrl: string;
  /** Where `createData` writes: inside ckdocs's cache folder. */
  generatedFilesDir: string;
  i18n: { defaultLocale: string; locales: string[]; currentLocale: string; localeConfigs: Record<string, unknown> };
  codeTranslations: Record<string, string>;
  [field: string]: unknown;
}

/** The lifecycle hooks ckdocs runs; a plugin may have others, which are reported. */
export interface PluginInstance {
  name?: string;
  loadContent?(): unknown;
  contentLoaded?(args: { content: unknown; actions: PluginActions; allContent: Record<string, unknown> }): unknown;
  allContentLoaded?(args: { actions: PluginActions; allContent: Record<string, unknown> }): unknown;
  postBuild?(args: Record<string, unknown> & { content: unknown }): unknown;
  injectHtmlTags?(args: { content: unknown }): PluginHtmlTags | Promise<PluginHtmlTags>;
  getClientModules?(): string[];
  getThemePath?(): string | undefined;
  getPathsToWatch?(): string[];
  [hook: string]: unknown;
}

/** A tag a plugin puts into every page: HTML as it is, or an element to write. */
export type HtmlTag = string | { tagName: string; attributes?: Record<string, string | boolean>; innerHTML?: string };

/** What `injectHtmlTags` returns: tags for the end of `<head>`, the start of `<body>` and its end. */
export interface PluginHtmlTags {
  headTags?: HtmlTag | HtmlTag[];
  preBodyTags?: HtmlTag | HtmlTag[];
  postBodyTags?: HtmlTag | HtmlTag[];
}

/** The HTML every page gets from the site's plugins, by where it goes. */
export interface HtmlTags {
  /** At the end of `<head>`. */
  head: string[];
  /** At the start of `<body>`, before the page. */
  preBody: string[];
  /** At the end of `<body>`. */
  postBody: string[];
}

/** What the site's plugins add to every page, once their content is loaded. */
export interface PluginOutputs {
  /** Plugin name -> plugin id -> what its `contentLoaded` gave `setGlobalData`. */
  globalData?: GlobalData;
  htmlTags: HtmlTags;
  /** Modules each page imports in the browser (`getClientModules`), as import paths. */
  clientModules: string[];
  /** The plugins' theme folders (`getThemePath`), absolute, in the order they take `@theme/` names: first wins. */
  themePaths: string[];
  /** Module aliases the plugins' `configureWebpack` set (the blog's `~blog`), for esbuild's `alias`. */
  aliases: Record<string, string>;
  /** Constants their `configureWebpack` defined (DefinePlugin), for esbuild's `define`. */
  defines: Record<string, string>;
  /** Modules their `configureWebpack` aliased to `false`, which are empty modules. */
  emptied: string[];
  /** What stands for the modules their `configureWebpack` gave a `resolve.fallback` where those resolve to nothing. */
  fallbacks: Record<string, string | false>;
  /** Their `configureWebpack`'s rules whose loaders make modules of files, which the bundles run. */
  loaderRules: LoaderRule[];
  /** The modules their `configureWebpack` replaces (NormalModuleReplacementPlugin), in the browser's bundle and the server's. */
  replacements: { client: ModuleReplacement[]; server: ModuleReplacement[] };
  /** The Markdown their `configureWebpack` has Docusaurus's mdx-loader compile (blog posts), by file. */
  markdown: Record<string, MarkdownModule>;
  /** Free names their `configureWebpack` has stand for a module (ProvidePlugin), by name (cli/bundle/provided.ts). */
  provided: Record<string, ProvidedName>;
  /** Folders outside the site folder that `serve` watches too (`getPathsToWatch`, a generator's sources). */
  watchPaths: string[];
  /** Folders their `configureWebpack` has the development server answer (`devServer.static`), which `serve` answers. */
  devStatic?: DevStaticFolder[];
  /** The folder the plugins write their generated files to (the context's `generatedFilesDir`): `@generated/` in their code. */
  generatedDir?: string;
  /** On a Docusaurus site, whether ckdocs's templates draw the blog's pages (cli/docusaurus/blog-theme.ts). */
  ownBlog?: boolean;
  /** On a Docusaurus site, whether its search theme's DocSearch is before 4, whose button shows Control as a sign (`docSearchBefore4`). */
  docSearchSignKeys?: boolean;
  /**
   * The component that draws the site's Markdown pages, layout and all, where a theme of the site's
   * has its own MDXPage (`src/theme/MDXPage`, a plugin's theme): `@theme/MDXPage`.
   */
  mdxPageComponent?: string;
}

export interface PluginActions {
  /** Writes `data` to a file of the plugin's own in the generated folder and returns its path. */
  createData(name: string, data: string | object): Promise<string>;
  setGlobalData(data: unknown): void;
  addRoute(route: unknown): void;
}

/** A plugin module: `(context, options) => plugin`, as Docusaurus takes them. */
export type PluginModule = (context: PluginContext, options: unknown) => PluginInstance | Promise<PluginInstance>;

/** A plugin as the config lists it: the module, or `[module, options]`. */
export type PluginEntry = PluginModule | [PluginModule, unknown];

/**
 * A module webpack's NormalModuleReplacementPlugin replaces: an import whose path as written, or
 * whose file, matches `pattern` (a regular expression's source) is `to` instead (a
 * path, absolute or from the importing module's folder, then from the replaced file's).
 */
export interface ModuleReplacement {
  pattern: string;
  to: string;
}
